import { defineMessages } from 'react-intl';

// The multi-SCO SCORM player's texts (`learning.scorm.*`): table of contents, moving between SCOs.
const plain = defineMessages({
  contents: { id: 'learning.scorm.contents' },
  contentsToggle: { id: 'learning.scorm.contentsToggle' },
  previous: { id: 'learning.scorm.previous' },
  next: { id: 'learning.scorm.next' },
  locked: { id: 'learning.scorm.locked' },
  unavailable: { id: 'learning.scorm.unavailable' },
  switching: { id: 'learning.scorm.switching' },
  newVersion: { id: 'learning.scorm.newVersion' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  previousTo: { title: string };
  nextTo: { title: string };
  position: { position: number; count: number };
  lockedUntil: { items: string };
  lockedNone: { items: string };
  lockedOther: { condition: string };
  finishedPart: { title: string };
  frameTitle: { course: string; part: string };
  quoted: { title: string };
  notCompleted: { item: string };
}>({
  previousTo: { id: 'learning.scorm.previousTo' },
  nextTo: { id: 'learning.scorm.nextTo' },
  position: { id: 'learning.scorm.position' },
  lockedUntil: { id: 'learning.scorm.lockedUntil' },
  lockedNone: { id: 'learning.scorm.lockedNone' },
  lockedOther: { id: 'learning.scorm.lockedOther' },
  finishedPart: { id: 'learning.scorm.finishedPart' },
  frameTitle: { id: 'learning.scorm.frameTitle' },
  quoted: { id: 'learning.scorm.quoted' },
  notCompleted: { id: 'learning.scorm.notCompleted' },
});

export const sm = { ...plain, ...withValues };
