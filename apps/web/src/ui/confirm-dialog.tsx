import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  isPending?: boolean;
  /** Called with `close`, so the dialog can stay open until the work is done. */
  onConfirm: (close: () => void) => void;
};

/** Asks before an action: Escape, a click outside or Cancel close it; focus returns to the trigger. */
export function ConfirmDialog({ trigger, title, children, confirmLabel, destructive = false, isPending = false, onConfirm }: Props) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay className="modal-overlay" isDismissable={!isPending}>
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                {children}
                <div className="button-row button-row--end">
                  <Button className="button button--secondary" onPress={close} isDisabled={isPending}>
                    Cancel
                  </Button>
                  <Button className={destructive ? 'button button--danger' : 'button button--primary'} isPending={isPending} onPress={() => onConfirm(close)}>
                    {confirmLabel}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
