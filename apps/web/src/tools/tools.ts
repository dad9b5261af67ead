import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageKey } from '../i18n/messages.ts';

export const TOOL_IDS = ['evaluate', 'score', 'dd'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export interface Tool {
  readonly id: ToolId;
  readonly title: MessageKey;
  /** The tool alone, as its page and its embed show it. */
  readonly Component: LazyExoticComponent<ComponentType>;
  /** A height that shows the tool and its answer without a scroll bar, for the iframe snippet. */
  readonly embedHeight: number;
}

/** The tools, each on its own page (`/tools/ID`) and embeddable (`/embed/ID`). */
export const TOOLS: readonly Tool[] = [
  {
    id: 'evaluate',
    title: 'tools.evaluate',
    Component: lazy(() => import('./EvaluateTool.tsx').then((m) => ({ default: m.EvaluateTool }))),
    embedHeight: 620,
  },
  {
    id: 'score',
    title: 'tools.score',
    Component: lazy(() => import('./ScoreTool.tsx').then((m) => ({ default: m.ScoreTool }))),
    embedHeight: 720,
  },
  { id: 'dd', title: 'tools.dd', Component: lazy(() => import('./DdTool.tsx').then((m) => ({ default: m.DdTool }))), embedHeight: 640 },
];

export const toolById = (id: string): Tool | undefined => TOOLS.find((tool) => tool.id === id);
