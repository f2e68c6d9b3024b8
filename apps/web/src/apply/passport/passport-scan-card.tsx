import { Button } from 'react-aria-components';
import { Spinner } from '../../ui/spinner.tsx';
import type { PassportIssue, PassportScan } from '../draft/draft.ts';

export type ScanPreview = { fileName: string; previewUrl: string | null };

function ScanPreviewImage({ fileName, previewUrl }: ScanPreview) {
  return previewUrl ? (
    <img className="wizard-scan__image" src={previewUrl} alt={`Your passport image (${fileName})`} />
  ) : (
    <div className="wizard-scan__image wizard-scan__image--none">
      <span>Passport uploaded</span>
    </div>
  );
}

/** The chosen image while /api/validate-passport reads it. */
export function ValidatingScan({ preview }: { preview: ScanPreview }) {
  return (
    <div className="wizard-scan" aria-busy="true">
      <ScanPreviewImage {...preview} />
      <div className="wizard-scan__status wizard-inline-status">
        <Spinner label="Validating passport" />
        <p>Validating passport...</p>
      </div>
    </div>
  );
}

function ScanIssues({ issues }: { issues: readonly PassportIssue[] }) {
  return (
    <div className="wizard-notice wizard-notice--error">
      <p className="wizard-notice__title">Your details were not filled in automatically</p>
      <ul className="wizard-issues">
        {issues.map((issue) => (
          <li key={`${issue.code}:${issue.message}`} data-code={issue.code}>
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

type Props = {
  scan: PassportScan;
  onRemove: () => void;
  /** Offered when the image never reached the server (a network failure) and is still at hand. */
  onRetry?: () => void;
};

/** The uploaded passport image with what its reading found, and the way to remove it. */
export function PassportScanCard({ scan, onRemove, onRetry }: Props) {
  return (
    <div className="wizard-scan">
      <ScanPreviewImage fileName={scan.fileName} previewUrl={scan.previewUrl} />
      <div className="wizard-scan__status">
        <p className="wizard-scan__file">{scan.fileName}</p>
        {scan.outcome === 'validated' && scan.ocrData?.uncertain?.passportNumber.length ? (
          <div className="wizard-notice wizard-notice--warning">
            <p className="wizard-notice__title">Passport read: please check the number</p>
            <p>We filled in your details from your passport, but could not be sure of some characters of the passport number. They are highlighted below.</p>
          </div>
        ) : scan.outcome === 'validated' && scan.ocrData?.uncertain?.names?.length ? (
          <div className="wizard-notice wizard-notice--warning">
            <p className="wizard-notice__title">Passport read: please check your name</p>
            <p>We filled in your details from your passport, but could not be sure of every letter of your name. Please check it below.</p>
          </div>
        ) : scan.outcome === 'validated' && scan.ocrData?.uncertain?.dates?.length ? (
          <div className="wizard-notice wizard-notice--warning">
            <p className="wizard-notice__title">Passport read: please check the dates</p>
            <p>We filled in your details from your passport, but could not be sure of a date. Please check it below.</p>
          </div>
        ) : scan.outcome === 'validated' ? (
          <div className="wizard-notice wizard-notice--success">
            <p className="wizard-notice__title">Passport validated</p>
            <p>We filled in your details from your passport. Please check each one and complete the rest.</p>
          </div>
        ) : (
          <ScanIssues issues={scan.issues} />
        )}
        <div className="button-row">
          {onRetry ? (
            <Button className="button button--primary button--small" onPress={onRetry}>
              Try again
            </Button>
          ) : null}
          <Button className="button button--danger-outline button--small" onPress={onRemove} aria-label={`Remove passport image ${scan.fileName}`}>
            Remove
          </Button>
        </div>
      </div>
    </div>
  );
}
