import '../strings';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BLOG_LIMITS, blogTextProblem, charCount, type BlogTextProblem } from '@shared/blogs';
import { formatWhole } from '@shared/digits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  formLabel: string;
  bodyLabel: string;
  submitLabel: string;
  /** Fixed rows for the body (the spec's update form has 10); otherwise it grows. */
  bodyRows?: number;
  initial?: { title: string; description: string };
  onSubmit: (title: string, description: string) => Promise<void>;
}

const TITLE: readonly BlogTextProblem[] = ['titleRequired', 'titleTooLong'];

/** Title and body, both required and bounded; problems show under the field once submit was tried. */
export function BlogForm({ formLabel, bodyLabel, submitLabel, bodyRows, initial, onSubmit }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = blogTextProblem(title, description);
  // Too long is worth knowing while typing; "required" only after a submit.
  const shown = problem && (tried || problem.endsWith('TooLong')) ? problem : null;
  const titleProblem = shown && TITLE.includes(shown) ? shown : null;
  const bodyProblem = shown && !TITLE.includes(shown) ? shown : null;
  const count = (s: string, max: number) =>
    t('blogs.charCount', { n: formatWhole(charCount(s.trim())), max: formatWhole(max) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      await onSubmit(title, description);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)} aria-label={formLabel}>
      <TextField
        id="blog-title"
        label={t('blogs.fieldTitle')}
        required
        fullWidth
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={titleProblem !== null}
        helperText={titleProblem ? t(`blogs.problems.${titleProblem}`) : count(title, BLOG_LIMITS.titleMax)}
      />
      <TextField
        id="blog-body"
        label={bodyLabel}
        required
        fullWidth
        multiline
        {...(bodyRows ? { rows: bodyRows } : { minRows: 8 })}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={bodyProblem !== null}
        helperText={bodyProblem ? t(`blogs.problems.${bodyProblem}`) : count(description, BLOG_LIMITS.descriptionMax)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('common.pleaseWait') : submitLabel}
      </Button>
    </Stack>
  );
}
