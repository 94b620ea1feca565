/**
 * The studio's landing page until the editor lands: it tells staff what this place will do
 * and links to the live portal, so /studio/ never shows a blank screen.
 */
export function StudioIntro() {
  return (
    <main className="studio-intro">
      <h1>Settings Studio</h1>
      <p>
        This is where institution staff will switch every feature flag and edit every text and image of the
        borrower portal, watch the real portal change live beside the editor, compare the draft with what is
        published, and publish.
      </p>
      <h2>What is coming</h2>
      <ul>
        <li>A catalogue browser of every setting, grouped by section, with search.</li>
        <li>An editor per kind: flags, texts, rich text, images, numbers and lists, with clear messages for bad values.</li>
        <li>A live preview of the portal, re-rendered as you edit.</li>
        <li>A diff of the draft against the published settings, then publish and history.</li>
      </ul>
      <p>
        <a href="/">Open the borrower portal</a>
      </p>
    </main>
  );
}
