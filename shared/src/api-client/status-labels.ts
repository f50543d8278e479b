// SPEC §8's labels live in the contract, shared with the API.
export { STATUS_LABELS as DEFAULT_STATUS_LABELS } from '@keepsake/shared/messages';
