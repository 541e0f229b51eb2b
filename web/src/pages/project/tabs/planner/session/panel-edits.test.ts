/** Which field a right-panel edit changed: the name the viewer merges typing by. */
import { describe, expect, it } from 'vitest';
import { editCommand, editedField } from './panel-edits.ts';

describe('panel edits', () => {
  it('names the nested field that changed, so label and notes are separate undo steps', () => {
    const before = { metadata: { label: 'Bar', notes: '' }, tags: [] };
    expect(editedField(before, [{ metadata: { label: 'Bar 2', notes: '' } }])).toBe('label');
    expect(editedField(before, [{ metadata: { label: 'Bar', notes: 'by the door' } }])).toBe('notes');
    expect(editedField(before, [{ tags: ['decor'] }])).toBe('tags');
    // The editor saves every field; only what differs names the step.
    expect(editedField(before, [{ metadata: { label: 'Bar', notes: '' } }, { tags: ['decor'] }])).toBe(
      'tags',
    );
    expect(editedField({ properties: { capacity: 10 } }, [{ properties: { capacity: 12 } }])).toBe(
      'capacity',
    );
    expect(editedField(undefined, [{ name: 'Lawn' }])).toBe('name');
  });

  it('sends the object as saved, as the command of its kind', () => {
    const after = { id: 'z1', name: 'Lawn', type: 'capacity' };
    expect(editCommand('segmentation', { ...after, name: 'Garden' }, after, [{ name: 'Lawn' }])).toEqual({
      type: 'editSegmentation',
      segmentation: after,
      field: 'name',
    });
  });
});
