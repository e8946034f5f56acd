import { itJudgesFieldValues } from '../testing';
import { cityError } from './city';

describe('cityError', () => {
  itJudgesFieldValues(cityError, {
    accepts: [
      'Helsinki',
      'Pori',
      'Ii', // the shortest Finnish municipality name
      'Den Haag',
      "'s-Hertogenbosch",
      'Pedersöre',
      'Upplands Väsby',
      ' Åbo ',
      'A'.repeat(50),
    ],
    refuses: { INVALID_CITY: ['A'.repeat(51), 'I', '', 'Helsinki 10', 'Helsinki!', '--'] },
  });
});
