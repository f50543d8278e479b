// The forms layer's field styles live in the UI kit, so hand-drawn controls share them (issue 15 review).
export { choiceStyles, errorStyles, fieldStyles, hintStyles, requiredMarkStyles } from '@keepsake/shared/ui';
