import { afterOneClub, afterOneDiamond, afterOneHeart, afterOneNotrump, afterOneSpade, afterTwoNotrump } from './cases/responses.ts';
import { runEdges } from './edges.ts';

for (const table of [afterOneClub, afterOneDiamond, afterOneHeart, afterOneSpade, afterOneNotrump, afterTwoNotrump]) runEdges(table);
