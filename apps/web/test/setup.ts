// findBy… and waitFor wait for the page to show something, and give up after asyncUtilTimeout:
// 1 s by default, which a busy two-core machine can pass rendering a page with nothing wrong. A
// long guard leaves the outcome to what the page shows; a page that never shows it still fails.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 30_000 });
