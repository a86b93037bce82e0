import Box from '@mui/material/Box';
import type { Role } from '@shared/roles';
import type { ReactNode } from 'react';

/** Two panels side by side; the one for `role` slides into view, the other is inert. */
export function SlidingPanels({ role, farmer, user }: { role: Role; farmer: ReactNode; user: ReactNode }) {
  const offset = role === 'farmer' ? '0%' : '-50%';
  return (
    <Box sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          width: '200%',
          transform: `translateX(${offset})`,
          transition: 'transform 0.4s ease',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Box sx={{ width: '50%', px: 0.5 }} inert={role !== 'farmer'} aria-hidden={role !== 'farmer'}>
          {farmer}
        </Box>
        <Box sx={{ width: '50%', px: 0.5 }} inert={role !== 'user'} aria-hidden={role !== 'user'}>
          {user}
        </Box>
      </Box>
    </Box>
  );
}
