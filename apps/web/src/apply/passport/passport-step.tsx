import { useRef, useState } from 'react';
import { passportStepSchema, UNCERTAIN_DATES_MESSAGE, UNCERTAIN_NAMES_MESSAGE, UNCERTAIN_NUMBER_MESSAGE, type NameField, type ReadDateField } from '@eta/domain';
import { toast } from '../../ui/toast.tsx';
import type { PassportScan, PassportSection } from '../draft/draft.ts';
import type { DraftActions } from '../draft/draft-store.ts';
import { passportStepInput } from '../draft/step-inputs.ts';
import { useStepForm } from '../../ui/use-step-form.ts';
import { StepActions } from '../layout/step-actions.tsx';
import { FileDropZone } from '../uploads/file-drop-zone.tsx';
import { isImageFile, isTooLarge } from '../uploads/file-types.ts';
import { thumbnailDataUrl } from '../uploads/thumbnail.ts';
import { extractedValues, listInWords } from './extraction.ts';
import { PassportDetailsFields } from './passport-details-fields.tsx';
import { PassportScanCard, ValidatingScan, type ScanPreview } from './passport-scan-card.tsx';
import { validatePassportImage } from './validate-passport.ts';

const PREVIEW_MAX_SIDE = 720;

type Props = {
  section: PassportSection;
  actions: Pick<DraftActions, 'changePassportValues' | 'setPassportScan' | 'resetPassport'>;
  onContinue: () => void;
};

/** The form shows after an upload (read or not), or when saved answers already have a number and a first name. */
const isFormRevealed = ({ scan, values }: PassportSection) => scan !== null || (values.number.trim() !== '' && values.firstName.trim() !== '');

/** Step 1 (applicant §4): upload the passport, let it fill the form, then check and complete the details. */
export function PassportStep({ section, actions, onContinue }: Props) {
  const [validating, setValidating] = useState<ScanPreview | null>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);
  const chooseButtonRef = useRef<HTMLButtonElement>(null);
  const { errors, formProps, resetValidation } = useStepForm(passportStepSchema, passportStepInput(section), onContinue);
  const revealed = isFormRevealed(section);

  const readPassport = async (file: File) => {
    if (!isImageFile(file)) {
      toast({ title: 'Invalid File', description: 'Please upload an image file (JPG, PNG, etc.)', variant: 'destructive' });
      return;
    }
    if (isTooLarge(file)) {
      toast({ title: 'File too large', description: 'The file is larger than 10MB. Please upload a smaller image.', variant: 'destructive' });
      return;
    }
    const preview = { fileName: file.name, previewUrl: await thumbnailDataUrl(file, PREVIEW_MAX_SIDE) };
    setValidating(preview);
    const reading = await validatePassportImage(file);
    setValidating(null);
    const isNetworkFailure = reading.outcome === 'failed' && reading.issues.some((issue) => issue.code === 'NETWORK_ERROR');
    setFailedFile(isNetworkFailure ? file : null);

    if (reading.outcome === 'validated') {
      const { values, filledFields } = extractedValues(reading.ocrData);
      const scan: PassportScan = { ...preview, uploadId: reading.uploadId, outcome: 'validated', issues: [], ocrData: reading.ocrData };
      actions.setPassportScan(scan, values);
      const filled = `We filled in your ${listInWords(filledFields)}.`;
      toast(
        reading.ocrData.uncertain?.passportNumber.length
          ? { title: 'Please check your passport number', description: `${filled} ${UNCERTAIN_NUMBER_MESSAGE}` }
          : reading.ocrData.uncertain?.names?.length
            ? { title: 'Please check your name', description: `${filled} ${UNCERTAIN_NAMES_MESSAGE}` }
            : reading.ocrData.uncertain?.dates?.length
              ? { title: 'Please check the dates', description: `${filled} ${UNCERTAIN_DATES_MESSAGE}` }
              : { title: 'Passport Validated Successfully', description: `${filled} Please review them and complete the remaining fields.` },
      );
      return;
    }
    const scan: PassportScan = { ...preview, uploadId: reading.uploadId, outcome: 'failed', issues: reading.issues, ocrData: null };
    actions.setPassportScan(scan);
    toast({
      title: 'Auto-Fill Unavailable',
      description: "We couldn't automatically extract your passport details. Please enter them manually below.",
      variant: 'destructive',
    });
  };

  const removeScan = () => {
    setFailedFile(null);
    resetValidation();
    actions.resetPassport();
    requestAnimationFrame(() => chooseButtonRef.current?.focus());
  };

  return (
    <form className="wizard-form" {...formProps}>
      <p className="wizard-lead">
        Upload a photo or scan of your passport's photo page, the page with your photo and the two lines of code at the bottom. We read your
        details from it, then you check them and add the rest.
      </p>
      {validating ? (
        <ValidatingScan preview={validating} />
      ) : section.scan ? (
        <PassportScanCard scan={section.scan} onRemove={removeScan} onRetry={failedFile ? () => void readPassport(failedFile) : undefined} />
      ) : (
        <FileDropZone
          title="Upload your passport's photo page"
          buttonLabel="Choose passport image"
          hint="PNG or JPG up to 10MB"
          acceptedFileTypes={['image/*']}
          onFile={(file) => void readPassport(file)}
          buttonRef={chooseButtonRef}
        />
      )}
      {revealed && !validating ? (
        <PassportDetailsFields values={section.values} errors={errors} onChange={actions.changePassportValues} uncertainNumber={uncertainNumberOf(section.scan)}
          namesToCheck={namesToCheckOf(section.scan)}
          datesToCheck={datesToCheckOf(section.scan)}
        />
      ) : null}
      <StepActions continueLabel="Continue to Travel Details" isContinueDisabled={!revealed || validating !== null} disabledReason="Upload your passport image to continue." />
    </form>
  );
}

/** The name fields the reader doubted, while the scan that read them is the one shown. */
function namesToCheckOf(scan: PassportScan | null): NameField[] {
  return scan?.outcome === 'validated' ? (scan.ocrData?.uncertain?.names ?? []) : [];
}

/** The dates the reader doubted, while the scan that read them is the one shown. */
function datesToCheckOf(scan: PassportScan | null): ReadDateField[] {
  return scan?.outcome === 'validated' ? (scan.ocrData?.uncertain?.dates ?? []) : [];
}

/** The read number and its unsettled positions, while the scan that read it is the one shown. */
function uncertainNumberOf(scan: PassportScan | null): { number: string; positions: number[] } | null {
  const ocr = scan?.outcome === 'validated' ? scan.ocrData : null;
  const positions = ocr?.uncertain?.passportNumber;
  return ocr && positions?.length ? { number: ocr.passportNumber, positions } : null;
}
