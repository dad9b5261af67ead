import {
  afterOneDiamondOneSpade,
  afterOneHeartThreeHearts,
  afterOneHeartTwoHearts,
  afterOneSpadeTwoDiamonds,
  staymanAnswers,
  transferCompletion,
} from './cases/rebids.ts';
import { runEdges } from './edges.ts';

for (const table of [
  afterOneHeartTwoHearts,
  afterOneHeartThreeHearts,
  afterOneDiamondOneSpade,
  afterOneSpadeTwoDiamonds,
  staymanAnswers,
  transferCompletion,
])
  runEdges(table);
