/** Props of a page whose component another part of the studio provides. */
export interface PendingPageProps {
  title: string;
  children: React.ReactNode;
}

/** Stands where the publish, history and transfer pages mount until their branch is merged. */
export function PendingPage({ title, children }: PendingPageProps) {
  return (
    <section className="pending-page" aria-labelledby="pending-page-title">
      <h1 id="pending-page-title" tabIndex={-1}>
        {title}
      </h1>
      <p>{children}</p>
    </section>
  );
}
