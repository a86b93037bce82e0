// The first of the two parts main.tsx evaluates one task apart: React and
// ReactDOM (build/chunks.ts puts them, and this module, in the `react` chunk).
// Importing is the point: evaluating this module runs ReactDOM's module code.
import 'react';
import 'react-dom/client';
