import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { Spinner } from '../../ui/spinner.tsx';

/** The automated submission's screenshots, as thumbnails; one opens full size in a lightbox (arrow keys move, Escape closes). */
export function ScreenshotsViewer({ applicationId }: { applicationId: string }) {
  const screenshots = trpc.console.applications.screenshots.useQuery({ id: applicationId });
  const [open, setOpen] = useState<number | null>(null);
  const urls = screenshots.data?.presignedUrls ?? [];
  if (screenshots.isPending) return <Spinner label="Loading screenshots" />;
  if (screenshots.isError) return <p className="form-error">{errorMessage(screenshots.error, 'Failed to load screenshots')}</p>;
  if (!urls.length) return <p className="muted">No screenshots yet. They appear here after an automated submission runs.</p>;
  const step = (delta: number) => setOpen((index) => (index === null ? null : (index + delta + urls.length) % urls.length));
  return (
    <>
      <ul className="screenshot-grid">
        {urls.map((url, index) => (
          <li key={url}>
            <Button className="screenshot-thumb" onPress={() => setOpen(index)} aria-label={`Open screenshot ${index + 1} of ${urls.length}`}>
              <img src={url} alt="" loading="lazy" />
            </Button>
          </li>
        ))}
      </ul>
      <ModalOverlay className="modal-overlay" isDismissable isOpen={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <Modal className="modal modal--wide">
          <Dialog className="dialog lightbox" aria-label="Screenshot">
            <div
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight') step(1);
                if (event.key === 'ArrowLeft') step(-1);
              }}
            >
              <Heading slot="title" className="lightbox__title">
                Screenshot {open === null ? '' : open + 1} of {urls.length}
              </Heading>
              {open !== null ? <img className="lightbox__image" src={urls[open]} alt={`Screenshot ${open + 1} of the automated submission`} /> : null}
              <div className="button-row button-row--end">
                <Button className="button button--secondary" onPress={() => step(-1)}>
                  Previous
                </Button>
                <Button className="button button--secondary" onPress={() => step(1)}>
                  Next
                </Button>
                <Button className="button button--primary" slot="close">
                  Close
                </Button>
              </div>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
