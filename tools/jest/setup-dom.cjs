// Adds DOM matchers (toBeInTheDocument, ...) to every jsdom test.
require('@testing-library/jest-dom');
