import { LIMITS } from '@card/contract';

/**
 * The create screen's check of a custom label before it joins the chips, the same rule the server applies
 * (circle-core.rules.ts): 1-8 letters, digits or CJK characters, not a repeat, at most 4 labels in all.
 */
export function customLabelProblem(label: string, current: string[]): 'empty' | 'tooLong' | 'chars' | 'duplicate' | 'tooMany' | null {
  if (!label) return 'empty';
  if (current.length >= LIMITS.circle.labels) return 'tooMany';
  if ([...label].length > LIMITS.circle.customLabelLength) return 'tooLong';
  if (!/^[\p{L}\p{N}\p{Script=Han}]+$/u.test(label)) return 'chars';
  if (current.some((l) => l.toLowerCase() === label.toLowerCase())) return 'duplicate';
  return null;
}
