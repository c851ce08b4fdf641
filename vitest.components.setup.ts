import { configure } from '@testing-library/react';

// A wait, not a time budget: the first test of a file loads its page's modules on demand, which under CI's
// parallel lanes took up to 5 s, past testing-library's default of 1 s for findBy* and waitFor.
configure({ asyncUtilTimeout: 10_000 });
