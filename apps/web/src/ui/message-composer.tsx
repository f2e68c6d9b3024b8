import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { TextField } from './text-field.tsx';

/** A message box with a Send button; when `send` rejects, its reason shows under the box and the text stays. */
export function MessageComposer({ label, send, busy }: { label: string; send: (body: string) => Promise<unknown>; busy: boolean }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body.trim()) return setError('Please write a message');
    setError(null);
    try {
      await send(body);
      setBody('');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Your message could not be sent. Please try again.');
    }
  }
  return (
    <Form className="message-composer" onSubmit={submit} validationBehavior="aria">
      <TextField label={label} value={body} onChange={setBody} maxLength={4000} multiline={{ className: 'message-composer__input', rows: 3 }} isInvalid={Boolean(error)} error={error ?? undefined} />
      <Button type="submit" className="button button--primary button--small" isPending={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </Form>
  );
}
