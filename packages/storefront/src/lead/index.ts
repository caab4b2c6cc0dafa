// The lead dialogs and forms (SPEC §2 Modals, §4/§5 Lead form) and the /success
// page's thank-you (SPEC §2 Routes).
export { DeferredLeadForm } from './deferred-lead-form';
export { LeadCar, type LeadCarProps } from './lead-car';
export { LeadDialog, loadLeadForm, preloadLeadForm } from './lead-dialog';
export { LeadForm, type LeadFormProps } from './lead-form';
export {
  type LeadFormDefinition,
  type LeadFormStep,
  leadFormDefinitions,
  leadFormSteps,
} from './lead-forms';
export { LeadSuccess, type LeadSuccessProps, readLeadSuccess } from './lead-success';
export {
  type TestDriveSlotChoice,
  type TestDriveSlotLocation,
  TestDriveSlotPicker,
  type TestDriveSlotPickerProps,
} from './test-drive-slot-picker';
// The lead kinds and settings are core's (one configuration for the form and the
// server's lead handler); the types stay importable from here.
export type {
  LeadChoice,
  LeadDialogProps,
  LeadKind,
  LeadLocation,
  LeadSettings,
} from './types';
