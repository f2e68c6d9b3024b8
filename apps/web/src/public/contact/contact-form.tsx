import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { CONTACT_SEND_DELAY_MS, type ContactMessageInput } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { errorMessage } from '../../api/error-message.ts';
import { toast } from '../../ui/toast.tsx';
import { ContactField } from './contact-field.tsx';

type ContactValues = ContactMessageInput;
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `promise` and the spec's 1-second wait side by side; resolves with the call's error, or null. */
async function sendWithDelay(promise: Promise<unknown>): Promise<unknown> {
  const [outcome] = await Promise.all([promise.then(() => null, (error: unknown) => error ?? new Error()), wait(CONTACT_SEND_DELAY_MS)]);
  return outcome;
}

/** The contact form (applicant §2, §4, §5): every field required, the browser's e-mail check, "Sending..." state. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const send = trpc.public.contact.send.useMutation();
  const field = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    isDisabled: sending,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const error = await sendWithDelay(send.mutateAsync(values));
    setSending(false);
    if (error) {
      toast({ variant: 'destructive', title: 'Message Not Sent', description: errorMessage(error, 'Please try again in a moment.') });
      return;
    }
    toast({ title: 'Message Sent', description: "We'll get back to you within 24 hours." });
    setValues(EMPTY);
  }

  return (
    <Form className="form contact-form" onSubmit={onSubmit} aria-label="Contact us">
      <div className="form-row">
        <ContactField label="Full name" autoComplete="name" {...field('name')} />
        <ContactField label="Email address" type="email" autoComplete="email" {...field('email')} />
      </div>
      <ContactField label="Subject" {...field('subject')} />
      <ContactField label="Message" multiline {...field('message')} />
      <div>
        <Button type="submit" className="button button--primary" isPending={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </Form>
  );
}
