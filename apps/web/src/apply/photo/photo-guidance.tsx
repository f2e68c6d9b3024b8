/** What makes a photo acceptable, shown before upload (applicant §2). */
const PHOTO_RULES = [
  'A different photo from the one in your passport',
  'Taken within the last 3 months',
  'Portrait orientation (taller than it is wide)',
  'A JPG or JPEG file',
  'Not a photo of a photo',
  'No filters or editing',
  'Face the camera on a plain, light background, with even light',
];

export function PhotoGuidance() {
  return (
    <div className="wizard-guidance">
      <p className="wizard-guidance__title">Your photo must be:</p>
      <ul className="check-list wizard-guidance__list">
        {PHOTO_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
