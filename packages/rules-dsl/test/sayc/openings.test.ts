import { openings } from './cases/openings.ts';
import { runEdges } from './edges.ts';

runEdges(openings);
