import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { REPORT_DATES_REQUIRED, REPORT_TYPES, REPORT_TYPE_LABELS, generateReportSchema, reportUrl, type ReportType } from '@eta/domain';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import './dashboard.css';

const TYPE_OPTIONS = REPORT_TYPES.map((type) => ({ value: type, label: REPORT_TYPE_LABELS[type] }));

const REPORT_DESCRIPTIONS: Record<ReportType, string> = {
  revenue: 'Payments received and refunds completed, per day, week or month.',
  applications: 'Applications created, paid, approved and refused, and their current statuses.',
  'conversion-funnel': 'How many of the drafts created were paid, submitted to the UK, decided and approved.',
  'revenue-forecast': 'Revenue in the range and a straight-line projection for the next 30 days.',
  'geographic-distribution': 'Applications and revenue by nationality.',
};

/** Custom Reports: a report type and a date range, opened as a page in a new tab. */
export function ReportsSection() {
  const [type, setType] = useState<ReportType>('revenue');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!startDate || !endDate) {
      toast({ variant: 'destructive', title: 'Validation Error', description: REPORT_DATES_REQUIRED });
      return;
    }
    const input = generateReportSchema.safeParse({ type, startDate, endDate });
    if (!input.success) {
      toast({ variant: 'destructive', title: 'Validation Error', description: input.error.issues[0]?.message ?? 'Check the dates.' });
      return;
    }
    window.open(reportUrl(input.data), '_blank', 'noopener');
    toast({ title: 'Report generated successfully' });
  };

  return (
    <div className="stack admin-dashboard">
      <section className="card" aria-labelledby="generate-report-title">
        <h2 id="generate-report-title" className="card__title">
          Generate Report
        </h2>
        <Form className="report-form" onSubmit={onSubmit} validationBehavior="aria">
          <Select label="Report Type" name="type" options={TYPE_OPTIONS} value={type} onChange={setType} description={REPORT_DESCRIPTIONS[type]} />
          <TextField label="Start Date" type="date" name="startDate" value={startDate} onChange={setStartDate} />
          <TextField label="End Date" type="date" name="endDate" value={endDate} onChange={setEndDate} />
          <div className="report-form__actions">
            <Button type="submit" className="button button--primary">
              Generate Report
            </Button>
          </div>
        </Form>
        <p className="figure-note muted">The report opens in a new tab as a page you can print, with a Download CSV link. Days are UTC.</p>
      </section>
      <section className="card" aria-labelledby="scheduled-reports-title">
        <h2 id="scheduled-reports-title" className="card__title">
          Scheduled Reports
        </h2>
        <p className="muted">Scheduled reports are not available yet. Generate a report above whenever you need one.</p>
      </section>
    </div>
  );
}
