import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseMarkdown, type Block, type Inline, type ListBlock } from '@/shared/chat-markdown';
import { Fragment, useMemo, type ReactNode } from 'react';

// Renders the assistant's Markdown as React elements. Text goes in as text
// nodes only (no dangerouslySetInnerHTML), so HTML in an answer shows as text.

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.kind) {
      case 'text':
        return <Fragment key={i}>{n.text}</Fragment>;
      case 'bold':
        return <strong key={i}>{inline(n.children)}</strong>;
      case 'italic':
        return <em key={i}>{inline(n.children)}</em>;
      case 'code':
        return (
          <Box component="code" key={i} sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5 }}>
            {n.text}
          </Box>
        );
    }
  });
}

function lines(ls: Inline[][]): ReactNode[] {
  return ls.map((l, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {inline(l)}
    </Fragment>
  ));
}

function list(b: ListBlock, key: number): ReactNode {
  const items = b.items.map((item, i) => (
    <li key={i}>
      {lines(item.lines)}
      {item.children.map((child, j) => list(child, j))}
    </li>
  ));
  const sx = { my: 0.5, pl: 3 };
  return b.ordered ? (
    <Box component="ol" start={b.start} key={key} sx={sx}>
      {items}
    </Box>
  ) : (
    <Box component="ul" key={key} sx={sx}>
      {items}
    </Box>
  );
}

function block(b: Block, key: number): ReactNode {
  if (b.kind === 'list') return list(b, key);
  if (b.kind === 'heading') {
    return (
      <Typography key={key} component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {inline(b.content)}
      </Typography>
    );
  }
  return (
    <Typography key={key} component="p" sx={{ my: 0.5 }}>
      {lines(b.lines)}
    </Typography>
  );
}

export function MarkdownView({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return <>{blocks.map(block)}</>;
}
