import { useState } from 'react';
import { Button } from 'react-aria-components';
import { updateValidationSettingsSchema, type ValidationSettings } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import './accounts.css';

const DOCUMENT_TYPE_LABELS: Record<ValidationSettings['allowedDocumentTypes'][number], string> = { passport: 'Passport', national_id: 'National ID card' };

/** Passport reading, photo checks and the minimum photo confidence (staff-admin §2 Document Validation, §3). */
export function DocumentValidationSection() {
  const stored = trpc.admin.settings.validationSettings.useQuery();
  return (
    <section className="card" aria-labelledby="validation-title">
      <h2 id="validation-title" className="card__title">
        Document Validation
      </h2>
      {stored.status === 'pending' ? <Spinner label="Loading validation settings" /> : null}
      {stored.status === 'error' ? (
        <div className="data-table__state" role="alert">
          <p>{errorMessage(stored.error, 'The validation settings could not be loaded.')}</p>
          <Button className="button button--secondary button--small" onPress={() => void stored.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {stored.status === 'success' ? <ValidationForm key={JSON.stringify(stored.data)} initial={stored.data} /> : null}
    </section>
  );
}

function ValidationForm({ initial }: { initial: ValidationSettings }) {
  const utils = trpc.useUtils();
  const [settings, setSettings] = useState(initial);
  const [confidence, setConfidence] = useState(String(initial.minPhotoConfidence));
  const [confidenceError, setConfidenceError] = useState<string>();
  const save = trpc.admin.settings.updateValidationSettings.useMutation({
    onSuccess: async () => {
      toast({ title: 'Validation settings updated' });
      await utils.admin.settings.validationSettings.invalidate();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Failed to update validation settings', description: errorMessage(error, 'Nothing was changed.') }),
  });
  const flip = (key: 'ocrEnabled' | 'photoValidationEnabled' | 'requirePassportScan') => (on: boolean) => setSettings((current) => ({ ...current, [key]: on }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const { allowedDocumentTypes: _kept, ...edited } = settings;
        const typed = Number(confidence);
        // Anything that is not a number gets the range's message too.
        const input = updateValidationSettingsSchema.safeParse({ ...edited, minPhotoConfidence: confidence.trim() !== '' && Number.isFinite(typed) ? typed : -1 });
        if (!input.success) {
          const message = input.error.issues[0]?.message ?? 'Check the form.';
          setConfidenceError(message);
          toast({ variant: 'destructive', title: 'Validation Error', description: message });
          return;
        }
        setConfidenceError(undefined);
        save.mutate(input.data);
      }}
    >
      <ul className="switch-list" aria-label="Checks">
        <li>
          <Switch label="Read passports automatically (OCR)" description="Reads the machine-readable zone of the scan and fills in the details. When off, applicants type them." isSelected={settings.ocrEnabled} onChange={flip('ocrEnabled')} />
        </li>
        <li>
          <Switch label="Check photos automatically" description="Face, lighting, sharpness and background checks on upload. When off, staff check photos by hand." isSelected={settings.photoValidationEnabled} onChange={flip('photoValidationEnabled')} />
        </li>
        <li>
          <TextField
            className="number-field"
            label="Minimum photo confidence (0–100)"
            name="minPhotoConfidence"
            inputMode="numeric"
            value={confidence}
            onChange={(value) => {
              setConfidence(value);
              setConfidenceError(undefined);
            }}
            isInvalid={Boolean(confidenceError)}
            error={confidenceError}
            isDisabled={!settings.photoValidationEnabled}
            description="How sure the face detector must be that the photo shows a face."
          />
        </li>
        <li>
          <Switch label="Require a passport scan" description="Saved, not yet enforced: an application sent without a scan is accepted and shown to staff as missing documents, and cannot be submitted automatically." isSelected={settings.requirePassportScan} onChange={flip('requirePassportScan')} />
        </li>
      </ul>
      <div className="field readonly-field">
        <p className="field__label" id="document-types-label">
          Allowed document types
        </p>
        <ul className="readonly-list" aria-labelledby="document-types-label">
          {settings.allowedDocumentTypes.map((type) => (
            <li key={type} className="badge badge--neutral">
              {DOCUMENT_TYPE_LABELS[type]}
            </li>
          ))}
        </ul>
        <p className="muted">Not editable here.</p>
      </div>
      <Button type="submit" className="button button--primary" isPending={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Settings'}
      </Button>
    </form>
  );
}
