/**
 * The public entry of @eta/core: what the API, the worker and the CLI may call. Use cases are
 * listed by name, feature by feature; anything not listed here is internal to core.
 * Specimen passports and portraits for tests and benchmarks are at `@eta/core/specimens`.
 */

// Running the core: configuration, the database, shutdown.
export { CONFIG_KEYS, loadConfig, loadConfigOrExit, ConfigError, type Config } from './config.ts';
export { createCore, resolveDatabaseUrl, embeddedDataDir, type Core } from './core.ts';
export { migrate, openOrm } from './db/orm.ts';
export { startEmbeddedPostgres, ensureDatabase, type EmbeddedDatabase } from './db/embedded.ts';
export { findFreePort } from './db/free-port.ts';
export { stopOnSignals } from './shutdown.ts';
export { purgeExpiredRows } from './maintenance.ts';
export { anonymiseExpiredApplications, retentionActor, RETENTION_BATCH_SIZE, type RetentionRun } from './retention/job.ts';

// Errors every transport maps to HTTP, and the one way inputs are parsed.
export { AppError, ValidationError, UnauthorizedError, ForbiddenError, NotFoundError, ConflictError, PayloadTooLargeError, RateLimitedError, ServiceBusyError } from './errors.ts';
export { parseInput, type FieldError } from './validation.ts';

// Who is calling, and what they may do.
export { anonymous, systemActor, cliActor, actorId, actorName, actorIp, isStaffActor, type Actor, type StaffActor } from './auth/actor.ts';
export { requireStaff, requirePermission, requireAdminPermission, permissionsOfRole } from './auth/authorize.ts';
export { audit } from './audit/audit.ts';

// Staff accounts and sessions.
export { signIn, signOut, actorFromSession, liveSessionIds, createStaff, listStaff, deleteStaff, setStaffActive, ensureFirstAdmin, toStaffMember, signInLimits, SESSION_IDLE_HOURS, SESSION_MAX_HOURS } from './staff/service.ts';

// Applications: the wizard's submission, the portal, status changes.
export { submitApplication } from './applications/apply.ts';
export { lookupPortalApplications, lookupBatch } from './applications/portal.ts';

// The portal after payment: single-use links, sessions, document requests, messages.
export { requestPortalLink, openPortalSession, actorFromPortalSession, endPortalSession, requireApplicant, type ApplicantActor } from './portal/session.ts';
export { portalOverview } from './portal/overview.ts';
export { requestDocument, applicationDocumentRequests, cancelDocumentRequest, provideRequestedDocument } from './portal/documents.ts';
export { staffMessageThread, postStaffMessage, postApplicantMessage, markApplicantMessagesRead } from './portal/messages.ts';
export { recoverEta, ETA_RECOVERY_LIMITS } from './applications/recover-eta.ts';
export { applicationsByReference } from './applications/lookup.ts';
export { changeApplicationStatus, applyStatusChange } from './applications/status.ts';

// The staff console: the list, one application, the dashboard, codes, automation, own settings.
export { listStaffApplications, staffApplicationsTag } from './applications/staff-list.ts';
export { getStaffApplication, revealPassportNumber, applicationActivities, recentActivities, applicationScreenshots, DOCUMENT_URL_SECONDS } from './applications/staff-detail.ts';
export { staffStats, applicationSeries } from './dashboard/stats.ts';
export { listVerificationCodes, codeEligibleApplications, submitVerificationCode, markCodeUsed, isKnownMailbox, captureInboundEmail, type InboundMessage } from './codes/service.ts';
export { requestAutomatedSubmission, retryAutomatedSubmission, automationQueue, ensureSubmissionQueue, queuePositions, publishQueuePositions, type SubmissionJob, type QueuedSubmission } from './automation/queue.ts';
export { beginRun, recordScreenshot, markPaymentCheckpoint, completeRun, failRun, releaseRun, waitForSecurityCode, automationActor } from './automation/runs.ts';
export { governmentForm, SubmissionError, type GovernmentForm, type FeeCard, type SubmissionData, type SubmissionHooks, type GovFormDriver } from './automation/government-form.ts';
export { recordGovernmentDecision, type MailAttachment } from './automation/decision.ts';
export { getStaffSettings, updateStaffProfile, updateNotificationPreferences, changeOwnPassword } from './staff/settings.ts';
export { generateReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './applications/reference.ts';

// The administrators' dashboard (staff-admin §2, §7): figures and reports, search, exports and
// bulk actions, client accounts, permissions, settings, the audit log.
export { adminStats, adminFinancial, adminMetrics, adminAnalytics } from './admin/dashboard.ts';
export { generateReport, reportCsv } from './admin/reports.ts';
export { searchApplications, exportSearchCsv, countSearchMatches, listBulkReady, type FileDownload, type ExportOptions } from './admin/search.ts';
export { runBulkAction } from './admin/bulk.ts';
export { openBulkDownload } from './admin/downloads.ts';
export { listClients, clientByEmail, setClientActive } from './admin/clients.ts';
export { exportClientData, eraseClientData } from './admin/client-data.ts';
export { getRolePermissions, setRolePermissions } from './admin/permissions.ts';
export { getAdminSettings, updateSettings, getEmailSettings, updateEmailSettings, getValidationSettings, updateValidationSettings, listIntegrations } from './admin/settings-admin.ts';
export { listAuditLogs, listAuditActions, tailAuditLogs } from './audit/logs.ts';
export { csvStream, type CsvColumn } from './admin/csv.ts';

// Payments: checkout, the provider's webhook, refunds, the local sandbox checkout.
export { startCheckout, checkoutStatus } from './payments/checkout.ts';
export { handlePaymentWebhook } from './payments/webhook.ts';
export { listRefunds, refundableAmount, createRefund, approveRefund } from './payments/refunds.ts';
export { sandboxSession, paySandboxSession, type SandboxSession } from './payments/sandbox.ts';
export type { PaymentProvider } from './payments/provider.ts';

// Documents: passport reading and photo checks on upload.
export { validatePassport, validatePhoto, closeDocumentReaders, MAX_UPLOAD_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, UPLOADS_PER_ADDRESS, PHOTO_LIMITS, sniffFileType, decodeImage, imageWork, imageWorkLimiter, mrzReader, faceDetector } from './documents/index.ts';
export type { PassportUpload, PhotoUpload, MrzReader, MrzReading, Face, FaceDetector } from './documents/index.ts';

// Files, stored encrypted, reached through signed URLs.
export { fileStore, localFileStore, type FileStore } from './storage/file-store.ts';
export { storeFile, readFile, readSignedFile, deleteStaleUploads, type NewFile } from './storage/files.ts';
export { signFileUrl, verifyFileUrl, type SignedFileUrl } from './storage/signed-urls.ts';

// Settings, contact messages, e-mail, live events, rate limits.
export { getSetting, seedDefaults } from './admin/settings.ts';
export { sendContactMessage } from './contact/service.ts';
export { queueEmail, deliverDueEmails, smtpMailer, outboxMessageId, nextAttemptDelayMs, OUTBOX_CHANNEL, MAX_EMAIL_ATTEMPTS, CLAIM_LEASE_SECONDS, type Mailer, type OutgoingMail, type Delivery } from './email/outbox.ts';
export { renderEmail, AGENCY_NAME, NOT_GOVERNMENT_LINE, type EmailTemplates, type TemplateName, type RenderedEmail } from './email/templates.ts';
export { events, publishEvent, listenForEvents, listenOnChannel, reconnectDelayMs, EVENTS_CHANNEL, RECONNECT_BASE_MS, RECONNECT_MAX_MS, type AppEvent, type EventType, type EventListener } from './events/events.ts';
export { clientAddressKey, storedKey, countHitsSql, hitsPerCall, checkHits, enforceRateLimits, refuseWhenOverLimits, countHits, clearRateLimit, type RateRule, type RateHit } from './security/rate-limit.ts';

// Entities, for tests and scripts that inspect rows.
export { User, Session } from './staff/entities.ts';
export { AuditLog } from './audit/entities.ts';
export { EmailOutbox } from './email/entities.ts';
export { Setting, RolePermission } from './admin/entities.ts';
export { Application, Client, Activity } from './applications/entities.ts';
export { ContactMessage } from './contact/entities.ts';
export { Payment, Refund, WebhookEvent } from './payments/entities.ts';
export { StoredFile } from './storage/entities.ts';
export { VerificationCode, InboundEmail } from './codes/entities.ts';
export { AutomationRun } from './automation/entities.ts';
export { PortalLink, PortalSession, DocumentRequest, ApplicationMessage } from './portal/entities.ts';
