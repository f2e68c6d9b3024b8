import type { Answers, Field, FieldErrors, FormPage } from './form.ts';

/** HTML in govuk-frontend's markup, so that page objects written against it meet the real service's structure. */

export const escape = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const SERVICE_NAME = 'Apply for an electronic travel authorisation (ETA)';

export function layout(title: string, body: string, options: { errors?: boolean } = {}): string {
  return `<!DOCTYPE html>
<html lang="en" class="govuk-template govuk-template--rebranded">
<head>
  <meta charset="utf-8">
  <title>${options.errors ? 'Error: ' : ''}${escape(title)} – PRACTICE – ${SERVICE_NAME}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <link rel="stylesheet" href="/stylesheets/govuk-frontend.min.css">
</head>
<body class="govuk-template__body" data-practice-form="true">
  <header class="govuk-header" data-module="govuk-header">
    <div class="govuk-header__container govuk-width-container">
      <div class="govuk-header__logo"><span class="govuk-header__link govuk-header__link--homepage"><strong>PRACTICE FORM</strong></span></div>
    </div>
  </header>
  <section class="govuk-service-navigation" aria-label="Service information">
    <div class="govuk-width-container"><div class="govuk-service-navigation__container">
      <span class="govuk-service-navigation__service-name"><span class="govuk-service-navigation__text">${SERVICE_NAME}</span></span>
    </div></div>
  </section>
  <div class="govuk-width-container">
    <div class="govuk-phase-banner">
      <p class="govuk-phase-banner__content">
        <strong class="govuk-tag govuk-phase-banner__content__tag">Practice</strong>
        <span class="govuk-phase-banner__text">This is a practice form for testing software. It is not a UK government service: nothing entered here reaches the Home Office, and no ETA it shows is valid for travel.</span>
      </p>
    </div>
    <main class="govuk-main-wrapper" id="main-content" role="main">
${body}
    </main>
  </div>
  <footer class="govuk-footer"><div class="govuk-width-container"><p class="govuk-body-s">Practice form. Not affiliated with the UK Government.</p></div></footer>
</body>
</html>`;
}

export function errorSummary(errors: FieldErrors): string {
  if (!errors.length) return '';
  const items = errors.map((e) => `<li><a href="#${escape(e.field)}">${escape(e.message)}</a></li>`).join('');
  return `<div class="govuk-error-summary" data-module="govuk-error-summary"><div role="alert">
  <h2 class="govuk-error-summary__title">There is a problem</h2>
  <div class="govuk-error-summary__body"><ul class="govuk-list govuk-error-summary__list">${items}</ul></div>
</div></div>`;
}

const errorFor = (errors: FieldErrors, name: string) => errors.find((e) => e.field === name || e.field === `${name}-day`)?.message;
const errorMessage = (message: string | undefined) => (message ? `<p class="govuk-error-message"><span class="govuk-visually-hidden">Error:</span> ${escape(message)}</p>` : '');
const groupClass = (message: string | undefined) => `govuk-form-group${message ? ' govuk-form-group--error' : ''}`;
const hint = (id: string, text: string | undefined) => (text ? `<div id="${id}-hint" class="govuk-hint">${escape(text)}</div>` : '');

function renderField(field: Field, values: Record<string, string>, errors: FieldErrors, labelOverride?: string): string {
  const label = labelOverride ?? field.label;
  const message = errorFor(errors, field.name);
  switch (field.kind) {
    case 'text':
    case 'email':
      return `<div class="${groupClass(message)}">
  <label class="govuk-label" for="${field.name}">${escape(label)}</label>${hint(field.name, field.hint)}${errorMessage(message)}
  <input class="govuk-input ${field.width ?? ''}${message ? ' govuk-input--error' : ''}" id="${field.name}" name="${field.name}" type="${field.kind === 'email' ? 'email' : 'text'}" value="${escape(values[field.name] ?? '')}" spellcheck="false" autocomplete="off">
</div>`;
    case 'date': {
      const [year, month, day] = (values[field.name] ?? '').split('-');
      const box = (part: string, title: string, value: string | undefined, width: string) =>
        `<div class="govuk-date-input__item"><div class="govuk-form-group"><label class="govuk-label govuk-date-input__label" for="${field.name}-${part}">${title}</label>
  <input class="govuk-input govuk-date-input__input ${width}${message ? ' govuk-input--error' : ''}" id="${field.name}-${part}" name="${field.name}-${part}" type="text" inputmode="numeric" value="${escape(value ? String(Number(value)) : '')}"></div></div>`;
      return `<div class="${groupClass(message)}"><fieldset class="govuk-fieldset" role="group" aria-describedby="${field.name}-hint">
  <legend class="govuk-fieldset__legend govuk-fieldset__legend--s">${escape(label)}</legend>${hint(field.name, field.hint)}${errorMessage(message)}
  <div class="govuk-date-input" id="${field.name}">${box('day', 'Day', day, 'govuk-input--width-2')}${box('month', 'Month', month, 'govuk-input--width-2')}${box('year', 'Year', year, 'govuk-input--width-4')}</div>
</fieldset></div>`;
    }
    case 'radios': {
      const items = field.options
        .map((option, i) => {
          const id = i === 0 ? field.name : `${field.name}-${i + 1}`;
          return `<div class="govuk-radios__item"><input class="govuk-radios__input" id="${id}" name="${field.name}" type="radio" value="${option.value}"${values[field.name] === option.value ? ' checked' : ''}>
  <label class="govuk-label govuk-radios__label" for="${id}">${escape(option.label)}</label></div>`;
        })
        .join('\n');
      return `<div class="${groupClass(message)}"><fieldset class="govuk-fieldset">
  <legend class="govuk-fieldset__legend govuk-fieldset__legend--s">${escape(label)}</legend>${errorMessage(message)}
  <div class="govuk-radios" data-module="govuk-radios">${items}</div>
</fieldset></div>`;
    }
    case 'file':
      return `<div class="${groupClass(message)}">
  <label class="govuk-label" for="${field.name}">${escape(label)}</label>${hint(field.name, field.hint)}${errorMessage(message)}
  <input class="govuk-file-upload${message ? ' govuk-file-upload--error' : ''}" id="${field.name}" name="${field.name}" type="file" accept="image/jpeg,image/png">
</div>`;
  }
}

export type PageText = { heading: string; labels: Record<string, string> };

/** One question page: caption, heading, the error summary, its fields and "Continue". */
export function questionPage(page: FormPage, values: Answers, errors: FieldErrors, text: PageText, extra: { intro?: string; after?: string } = {}): string {
  const multipart = page.fields.some((f) => f.kind === 'file');
  const fields = page.fields.map((field) => renderField(field, values, errors, text.labels[field.name])).join('\n');
  return layout(
    text.heading,
    `<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
${errorSummary(errors)}
<span class="govuk-caption-l">${escape(page.caption)}</span>
<h1 class="govuk-heading-l">${escape(text.heading)}</h1>
${extra.intro ?? ''}
<form method="post" action="/apply/${page.slug}" novalidate${multipart ? ' enctype="multipart/form-data"' : ''}>
${fields}
<button type="submit" class="govuk-button" data-module="govuk-button">Continue</button>
</form>
${extra.after ?? ''}
</div></div>`,
    { errors: errors.length > 0 },
  );
}

export function summaryList(rows: { key: string; value: string }[]): string {
  const items = rows
    .map((row) => `<div class="govuk-summary-list__row"><dt class="govuk-summary-list__key">${escape(row.key)}</dt><dd class="govuk-summary-list__value">${escape(row.value)}</dd></div>`)
    .join('\n');
  return `<dl class="govuk-summary-list">${items}</dl>`;
}

export function messagePage(heading: string, paragraphs: string[], action?: { href: string; label: string }): string {
  return layout(
    heading,
    `<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<h1 class="govuk-heading-l">${escape(heading)}</h1>
${paragraphs.map((p) => `<p class="govuk-body">${escape(p)}</p>`).join('\n')}
${action ? `<a href="${action.href}" role="button" draggable="false" class="govuk-button">${escape(action.label)}</a>` : ''}
</div></div>`,
  );
}
