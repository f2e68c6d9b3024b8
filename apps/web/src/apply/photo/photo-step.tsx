import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { photoStepSchema } from '@eta/domain';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.tsx';
import type { PhotoSection, PhotoUpload } from '../draft/draft.ts';
import type { DraftActions } from '../draft/draft-store.ts';
import { photoStepInput } from '../draft/step-inputs.ts';
import { StepActions } from '../layout/step-actions.tsx';
import { toastText } from '../toast-text.ts';
import { FileDropZone } from '../uploads/file-drop-zone.tsx';
import { isJpegFile, isTooLarge } from '../uploads/file-types.ts';
import { thumbnailDataUrl } from '../uploads/thumbnail.ts';
import { PhotoChecks } from './photo-checks.tsx';
import { PhotoGuidance } from './photo-guidance.tsx';
import { validatePhotoImage } from './validate-photo.ts';

const PREVIEW_MAX_SIDE = 480;

type Props = {
  photo: PhotoSection;
  actions: Pick<DraftActions, 'replacePhoto' | 'discardPhoto'>;
  onBack: () => void;
  onContinue: () => void;
};

function PhotoPreview({ upload }: { upload: Pick<PhotoUpload, 'fileName' | 'previewUrl'> }) {
  return upload.previewUrl ? (
    <img className="wizard-photo__image" src={upload.previewUrl} alt={`Your photo (${upload.fileName})`} />
  ) : (
    <div className="wizard-photo__image wizard-photo__image--none">Photo uploaded</div>
  );
}

/**
 * Step 3 (applicant §2, §4): the guidance, then the photo and its checks. A photo that fails any check is not
 * used (usePhoto no): Continue is disabled and Back discards it so another can be uploaded.
 */
export function PhotoStep({ photo, actions, onBack, onContinue }: Props) {
  const [checking, setChecking] = useState<Pick<PhotoUpload, 'fileName' | 'previewUrl'> | null>(null);
  const chooseButtonRef = useRef<HTMLButtonElement>(null);
  const { upload } = photo;
  const isRejected = photo.usePhoto === 'no';

  const checkPhoto = async (file: File) => {
    if (!isJpegFile(file)) {
      toast({ title: 'Invalid file type', description: 'Please upload a JPG or JPEG file only.', variant: 'destructive' });
      return;
    }
    if (isTooLarge(file)) {
      toast({ title: 'File too large', description: 'The file is larger than 10MB. Please upload a smaller photo.', variant: 'destructive' });
      return;
    }
    const preview = { fileName: file.name, previewUrl: await thumbnailDataUrl(file, PREVIEW_MAX_SIDE) };
    setChecking(preview);
    const result = await validatePhotoImage(file);
    setChecking(null);
    if (!result.ok) {
      toast({ title: 'Validation failed', description: result.message, variant: 'destructive' });
      return;
    }
    const usePhoto = result.checks.every((check) => check.passed) ? 'yes' : 'no';
    actions.replacePhoto({ usePhoto, upload: { ...preview, uploadId: result.uploadId, checks: result.checks } });
  };

  const discard = () => {
    actions.discardPhoto();
    requestAnimationFrame(() => chooseButtonRef.current?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = photoStepSchema.safeParse(photoStepInput(photo));
    if (result.success) {
      onContinue();
      return;
    }
    const issue = result.error.issues.find((candidate) => candidate.path[0] === 'photoUploadId') ?? result.error.issues[0];
    if (issue) toast({ ...toastText(issue.message), variant: 'destructive' });
  };

  return (
    <form className="wizard-form" onSubmit={onSubmit} noValidate>
      {checking ? (
        <div className="wizard-photo" aria-busy="true">
          <PhotoPreview upload={checking} />
          <div className="wizard-inline-status">
            <Spinner label="Checking your photo" />
            <p>Checking your photo...</p>
          </div>
        </div>
      ) : upload ? (
        <div className="wizard-photo">
          <PhotoPreview upload={upload} />
          <div className="wizard-photo__result">
            <PhotoChecks checks={upload.checks} />
            {isRejected ? (
              <p className="wizard-notice wizard-notice--error">This photo can't be used. Press Back to remove it, then upload a new photo that follows the guidance.</p>
            ) : (
              <Button className="button button--secondary button--small" onPress={discard}>
                Use a different photo
              </Button>
            )}
          </div>
        </div>
      ) : (
        <>
          <PhotoGuidance />
          <FileDropZone
            title="Upload your photo"
            buttonLabel="Choose photo"
            hint="JPG or JPEG up to 10MB"
            acceptedFileTypes={['image/jpeg', '.jpg', '.jpeg']}
            onFile={(file) => void checkPhoto(file)}
            buttonRef={chooseButtonRef}
          />
        </>
      )}
      <StepActions
        onBack={isRejected ? discard : onBack}
        continueLabel="Continue to Declarations"
        isContinueDisabled={isRejected}
        disabledReason="Upload a photo that passes every check to continue."
        isBusy={checking !== null}
      />
    </form>
  );
}
