import { itJudgesFieldValues } from '../testing';
import { streetAddressError } from './street-address';

describe('streetAddressError', () => {
  itJudgesFieldValues(streetAddressError, {
    accepts: [
      'Mannerheimintie 12',
      'Mannerheimintie 12 A 5',
      'Rakuunantie 31 B 8',
      'Hämeenkatu 1 as. 4',
      'Storgatan 12B lgh 1101',
      'Kalverstraat 92-1',
      'Keizersgracht 123 hs',
      "Laan van 's-Gravenhage 4",
      '2e Helmersstraat 12', // a number before the street name belongs to the name
      'Pl. 5/2',
      '  Storgatan 1  ',
    ],
    refuses: {
      NO_SPACE_BEFORE_STREET_NUMBER: ['Mannerheimintie12', 'Mannerheimintie12 A 5', 'Storgatan,3', 'Kvarnv.3'],
      INVALID_STREET_ADDRESS: [
        'Mannerheimintie', // no street number
        '12', // no street name
        'A 1',
        '',
        'Tie 1 <b>',
        'Tie 1; DROP TABLE',
        `${'Katu'.repeat(25)} 1`, // over 100 characters
      ],
    },
  });
});
