import { itJudgesFieldValues } from '../testing';
import { emailError } from './email';

describe('emailError', () => {
  itJudgesFieldValues(emailError, {
    accepts: [
      'matti@example.fi',
      'matti.meikalainen+kori@mail.example.com',
      ' anna@example.se ',
      "o'brien@example.nl",
      `${'a'.repeat(64)}@example.fi`, // the longest local part
    ],
    refuses: {
      INVALID_EMAIL: [
        '',
        'matti',
        'matti@',
        '@example.fi',
        'matti@example',
        'matti@@example.fi',
        'matti..m@example.fi',
        '.matti@example.fi',
        'matti meikäläinen@example.fi',
        'matti@exa mple.fi',
        `${'a'.repeat(65)}@example.fi`,
        `a@${'b'.repeat(250)}.fi`,
      ],
    },
  });
});
