// The lead dialogs and forms (docs/rules.md#lead-form), the pages made of a lead form
// (test drive, service, parts, careers) and the /success page's thank-you.
export { CareersPage, type CareersPageProps } from './careers-page';
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
export { PartsPage, type PartsPageProps } from './parts-page';
export { ServicePage, type ServicePageProps } from './service-page';
export { TestDrivePage, type TestDrivePageProps } from './test-drive-page';
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
