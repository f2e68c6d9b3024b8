import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REPORT_TYPES, penceAsPounds, reportUrl, reportView, type Report, type ReportCell, type ReportChart, type ReportTable } from '@eta/domain';
import { AGENCY_NAME, NOT_GOVERNMENT_LINE, ValidationError, generateReport, reportCsv, type Core } from '@eta/core';
import { actorOf } from '../http/actor.ts';
import type { RawRouteDoc } from './declaration.ts';

const PATH = '/api/admin/reports/generate';
const FORMATS = ['html', 'csv'] as const;

const money = (pence: number) => `£${penceAsPounds(pence)}`;
const dayLabel = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: ReportCell) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A round upper bound for the axis: 1, 2, 5 × 10ⁿ. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= value) ?? 10 * power;
}

/** Grouped bars in plain SVG; the same figures are in the table below it. */
function chartSvg(chart: ReportChart): string {
  const width = 760;
  const height = 280;
  const pad = { top: 16, right: 12, bottom: 56, left: chart.money ? 64 : 44 };
  const values = chart.series.flatMap((s) => s.values);
  const max = niceMax(Math.max(0, ...values) / (chart.money ? 100 : 1)) * (chart.money ? 100 : 1);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const step = plotW / Math.max(chart.labels.length, 1);
  const shown = chart.series.filter((s) => s.values.some((v) => v > 0));
  const groups = Math.max(shown.length, 1);
  const barW = (step * 0.8) / groups;
  const y = (v: number) => pad.top + plotH - (v / max) * plotH;
  const tick = (v: number) => (chart.money ? `£${Math.round(v / 100).toLocaleString('en-GB')}` : String(Math.round(v)));
  const every = Math.ceil(chart.labels.length / 12);
  const label = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? dayLabel(text).replace(/ \d{4}$/, '') : text.length > 14 ? `${text.slice(0, 13)}…` : text);
  const parts: string[] = [];
  for (const v of [0, max / 2, max]) {
    parts.push(`<line x1="${pad.left}" x2="${width - pad.right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" class="grid"/>`);
    parts.push(`<text x="${pad.left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" class="tick">${escape(tick(v))}</text>`);
  }
  chart.labels.forEach((name, i) => {
    shown.forEach((s, g) => {
      const v = s.values[i] ?? 0;
      if (v <= 0) return;
      const x = pad.left + i * step + step * 0.1 + g * barW;
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${y(v).toFixed(1)}" width="${Math.max(barW - 1, 1).toFixed(1)}" height="${(pad.top + plotH - y(v)).toFixed(1)}" class="bar bar--${s.tone}"><title>${escape(`${label(name)}: ${s.name} ${chart.money ? money(v) : v}`)}</title></rect>`,
      );
    });
    if (i % every === 0) parts.push(`<text x="${(pad.left + i * step + step / 2).toFixed(1)}" y="${height - pad.bottom + 16}" text-anchor="middle" class="tick">${escape(label(name))}</text>`);
  });
  const legend = chart.series.map((s) => `<span><i class="key bar--${s.tone}"></i>${escape(s.name)}</span>`).join(' ');
  return `<figure class="chart"><div class="scroll"><svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(chart.label)}" data-chart="report">${parts.join('')}</svg></div><figcaption>${legend}</figcaption></figure>`;
}

function tableHtml(table: ReportTable): string {
  const head = table.headers.map((h) => `<th scope="col">${escape(h)}</th>`).join('');
  const body = table.rows.map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${escape(cell)}</th>` : `<td>${escape(cell)}</td>`)).join('')}</tr>`).join('');
  return `<div class="scroll"><table><caption>${escape(table.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body || `<tr><td colspan="${table.headers.length}">No data in this range</td></tr>`}</tbody></table></div>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;background:#f4f6fb;color:#0f1f3d;line-height:1.5}
header{background:#0f1f3d;color:#fff;padding:14px 20px}header strong{font-size:1.1rem}header p{margin:2px 0 0;font-size:.85rem;color:#c9d3ea}
main{max-width:1040px;margin:0 auto;padding:20px}h1{font-size:1.5rem;margin:0 0 4px}.muted{color:#4b5876}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin:12px 0 20px}.button{display:inline-block;background:#1d4ed8;color:#fff;text-decoration:none;font-weight:700;border-radius:10px;padding:10px 18px}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(170px,1fr));gap:12px;margin:0 0 20px;padding:0}
.cards div{background:#fff;border-radius:12px;padding:14px 16px;box-shadow:0 2px 10px rgba(15,31,61,.08)}.cards dt{color:#4b5876;font-size:.85rem}.cards dd{margin:2px 0 0;font-size:1.35rem;font-weight:800}
section{background:#fff;border-radius:14px;padding:18px;margin:0 0 20px;box-shadow:0 2px 10px rgba(15,31,61,.08)}
.scroll{overflow-x:auto}.chart{margin:0}.chart svg{width:100%;min-width:560px;height:auto;display:block}
.grid{stroke:#dbe1ee}.tick{font-size:11px;fill:#4b5876}.bar--a{fill:#1d4ed8;background:#1d4ed8}.bar--b{fill:#0d9488;background:#0d9488}.bar--c{fill:#16a34a;background:#16a34a}.bar--d{fill:#dc2626;background:#dc2626}
figcaption{display:flex;gap:16px;flex-wrap:wrap;font-size:.9rem;margin-top:8px}.key{display:inline-block;width:12px;height:12px;border-radius:3px;margin-right:6px;vertical-align:-1px}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}caption{text-align:left;font-weight:700;padding:0 0 8px}
th,td{padding:6px 10px;border-bottom:1px solid #e5e9f2;text-align:right;white-space:nowrap}th:first-child,td:first-child{text-align:left}thead th{background:#f4f6fb}
.note{font-size:.9rem;color:#4b5876}footer{text-align:center;font-size:.8rem;color:#4b5876;padding:0 20px 24px}
@media print{body{background:#fff}.actions{display:none}section,.cards div{box-shadow:none;border:1px solid #dbe1ee}}
`;

function reportPage(report: Report): string {
  const view = reportView(report);
  const range = report.startDate === report.endDate ? dayLabel(report.startDate) : `${dayLabel(report.startDate)} – ${dayLabel(report.endDate)}`;
  const generated = new Date(report.generatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const csv = reportUrl(report, 'csv');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(report.title)} — ${escape(AGENCY_NAME)}</title><style>${STYLE}</style></head><body>
<header><strong>${escape(AGENCY_NAME)}</strong><p>${escape(NOT_GOVERNMENT_LINE)}</p></header>
<main>
<h1>${escape(report.title)}</h1>
<p class="muted">${escape(range)} (UTC days) · generated ${escape(generated)} UTC</p>
<div class="actions"><a class="button" href="${escape(csv)}" download>Download CSV</a></div>
<dl class="cards">${view.summary.map(([name, value]) => `<div><dt>${escape(name)}</dt><dd>${escape(value)}</dd></div>`).join('')}</dl>
<section aria-label="Chart">${chartSvg(view.chart)}</section>
<section>${tableHtml(view.table)}</section>
${view.extra ? `<section>${tableHtml(view.extra)}</section>` : ''}
${view.note ? `<p class="note">${escape(view.note)}</p>` : ''}
</main>
<footer>Confidential: for ${escape(AGENCY_NAME)} administrators. Money in pounds sterling (GBP).</footer>
</body></html>`;
}

/** `GET /api/admin/reports/generate`: the report as a readable page (or CSV), opened in a new tab. */
export function registerAdminReports(app: FastifyInstance, core: Core): void {
  app.get(PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const format = query.format ?? 'html';
    if (!FORMATS.includes(format as (typeof FORMATS)[number])) {
      throw new ValidationError('The format must be html or csv', { fields: [{ field: 'format', message: 'The format must be html or csv' }] });
    }
    const actor = await actorOf(core, request);
    const input = { type: query.type, startDate: query.startDate, endDate: query.endDate };
    if (format === 'csv') {
      const download = await reportCsv(core, actor, input);
      return reply.header('cache-control', 'no-store').type(download.contentType).header('content-disposition', `attachment; filename="${download.fileName}"`).send(download.body);
    }
    const report = await generateReport(core, actor, input);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(reportPage(report));
  });
}

export const ADMIN_REPORT_DOCS: RawRouteDoc[] = [
  {
    method: 'GET',
    path: PATH,
    tag: 'admin',
    summary:
      'A custom report for a range of UTC days as a self-contained page (chart and table), or with format=csv as a CSV file; needs the view_financials permission. The same figures as JSON: GET /api/admin/reports/data.',
    body: {
      mediaType: 'none',
      query: z.object({ type: z.enum(REPORT_TYPES), startDate: z.iso.date(), endDate: z.iso.date(), format: z.enum(FORMATS).optional() }),
    },
    response: z.string(),
    produces: ['text/html', 'text/csv'],
  },
];
