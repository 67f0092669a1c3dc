import type { SiteSettings } from '~/content/site-settings/site-settings.functions'

type Office = SiteSettings['offices'][number]

/** One office as the footer and the contact page show it: name, street, city and postcode, then what a page adds. */
export function OfficeAddress({
  office,
  className,
  children,
}: {
  office: Office
  className?: string
  children?: React.ReactNode
}) {
  return (
    <address className={className}>
      <strong>{office.name}</strong>
      {office.street ? <span>{office.street}</span> : null}
      <span>
        {office.city}, {office.postcode}
      </span>
      {children}
    </address>
  )
}
