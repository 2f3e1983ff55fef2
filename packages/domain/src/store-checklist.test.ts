import { describe, expect, it } from 'vitest';
import {
  missingToOpen,
  REQUIRED_TO_OPEN,
  STORE_CHECKLIST_STEPS,
  type StoreChecklistStep,
} from './store-checklist.ts';

const all = (done: boolean) =>
  Object.fromEntries(STORE_CHECKLIST_STEPS.map((step) => [step, done])) as Record<
    StoreChecklistStep,
    boolean
  >;

describe('missingToOpen', () => {
  it('asks for every step but the identity before a store opens', () => {
    expect(missingToOpen(all(false))).toEqual([
      'email',
      'product',
      'payments',
      'delivery',
      'legal_data',
      'pages',
    ]);
    expect(REQUIRED_TO_OPEN.has('identity')).toBe(false);
  });

  it('lets a store open with only the identity left', () => {
    expect(missingToOpen({ ...all(true), identity: false })).toEqual([]);
  });

  it.each(STORE_CHECKLIST_STEPS.filter((step) => step !== 'identity'))(
    'keeps a store closed while %s is missing',
    (step) => {
      expect(missingToOpen({ ...all(true), [step]: false })).toEqual([step]);
    },
  );
});
