import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default. A lazy screen is transformed on its first import,
// which alone can take longer than that on a busy machine; a test that passes is not slowed by this.
configure({ asyncUtilTimeout: 5000 });
