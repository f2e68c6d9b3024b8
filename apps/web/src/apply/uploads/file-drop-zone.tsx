import type { Ref } from 'react';
import { Button, DropZone, FileTrigger, Text, type DropZoneProps, type FileDropItem } from 'react-aria-components';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

type Props = {
  /** What to upload, e.g. "Upload your photo"; it also names the drop zone for assistive technology. */
  title: string;
  /** The visible name of the choose button, e.g. "Choose passport image". */
  buttonLabel: string;
  hint: string;
  acceptedFileTypes: readonly string[];
  onFile: (file: File) => void;
  buttonRef?: Ref<HTMLButtonElement>;
};

const isFileItem = (item: DropEvent['items'][number]): item is FileDropItem => item.kind === 'file';

/** Press the button to choose a file, or drop one here; the first file is taken. */
export function FileDropZone({ title, buttonLabel, hint, acceptedFileTypes, onFile, buttonRef }: Props) {
  const onDrop = async (event: DropEvent) => {
    const item = event.items.find(isFileItem);
    if (item) onFile(await item.getFile());
  };
  return (
    <DropZone className="wizard-dropzone" onDrop={onDrop}>
      <span className="wizard-dropzone__icon" aria-hidden="true" />
      <Text slot="label" className="wizard-dropzone__title">
        {title}
      </Text>
      <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => files?.[0] && onFile(files[0])}>
        <Button ref={buttonRef} className="button button--primary">
          {buttonLabel}
        </Button>
      </FileTrigger>
      <p className="wizard-dropzone__hint">{hint}</p>
    </DropZone>
  );
}
