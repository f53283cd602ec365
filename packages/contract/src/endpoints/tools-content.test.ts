import { describe, expect, it } from 'vitest';
import * as content from './tools-content';

describe('tools update notes', () => {
  const note = {
    VERSION: '2.6.0',
    title: 'News',
    body: 'Text',
    titleFr: 'Nouvelles',
    bodyFr: 'Texte',
    audience: 'ALL',
    publishedOn: '2026-11-24',
  };

  it('take and answer the French title and body, as ads do (decision 0021)', () => {
    expect(content.toolsUpdatesAdd.request.parse(note)).toEqual(note);
    expect(content.toolsUpdatesEdit.request.parse({ UPDATEID: 7, ...note })).toEqual({
      UPDATEID: 7,
      ...note,
    });
    const { titleFr: _, ...english } = note;
    expect(content.toolsUpdatesAdd.request.safeParse(english).success).toBe(false);
    const listed = { UPDATEID: 7, ...note };
    expect(content.toolsUpdatesList.response.parse({ updates: [listed] }).updates[0]).toEqual(listed);
  });
});
