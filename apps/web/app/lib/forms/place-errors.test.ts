import { describe, expect, it } from 'vitest';
import { placeErrors } from './place-errors';

describe('placeErrors', () => {
  it('puts a nested path on its own field when the form names one, else on its first segment’s', () => {
    const placed = placeErrors(
      [
        { path: 'abTest.subjectB', message: 'Subject B is required' },
        { path: 'abTest.waitHours', message: 'Type the wait' },
        { path: 'audience.listIds.0', message: 'Choose a list' },
        { path: 'other', message: 'Something else' },
      ],
      { 'abTest.subjectB': 'subjectB', abTest: 'abEnabled', audience: 'listIds' },
    );
    expect(placed).toEqual({
      fields: { subjectB: 'Subject B is required', abEnabled: 'Type the wait', listIds: 'Choose a list' },
      form: 'Something else',
    });
  });
});
