// The leak is one module away: the error must name widget.ts as the importer.
import { widget } from './widget';

console.log(widget);
