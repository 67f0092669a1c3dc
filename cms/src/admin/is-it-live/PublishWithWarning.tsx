import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin'
import { Flex, Typography } from '@strapi/design-system'
import { useNotification } from '@strapi/strapi/admin'
import { type SyntheticEvent, useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { usePublishWarnings } from './LivePanel'
import { t } from './messages'

/**
 * Strapi's own Publish, asking first when something should be fixed (decision 104): a picture without alternative
 * text, or the site's other language missing. With nothing to warn about it is Strapi's Publish unchanged (its
 * own dialog about draft relations included); after "Publish anyway" it publishes as that button would.
 */
export function withPublishWarning(publish: DocumentActionComponent): DocumentActionComponent {
  const guarded: DocumentActionComponent = (props) => {
    const description = publish(props)
    const warnings = usePublishWarnings(props)
    const { formatMessage } = useIntl()
    const click = useRef<SyntheticEvent | null>(null)
    const { toggleNotification } = useNotification()
    const warned = warnings.join(' ')
    useEffect(() => {
      if (!warned) return
      // Strapi's Ctrl/⌘+Shift+Enter publishes from a listener on window; this one, capturing, runs first.
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Enter' || !event.shiftKey || !(event.ctrlKey || event.metaKey)) return
        event.preventDefault()
        event.stopPropagation()
        toggleNotification({ type: 'warning', message: formatMessage(t('shortcut'), { warnings: warned }) })
      }
      window.addEventListener('keydown', onKeyDown, true)
      return () => window.removeEventListener('keydown', onKeyDown, true)
    }, [warned, toggleNotification, formatMessage])
    if (!description || warnings.length === 0) return description
    const strapiDialog = description.dialog?.type === 'dialog' ? description.dialog : null
    return {
      ...description,
      // Opens the dialog below (an onClick that answers false lets the button show its dialog).
      onClick: (event) => {
        click.current = event
        return false
      },
      // Strapi's keyboard shortcut would open its own dialog, not this one (the listener above stops it).
      publishConfirmScope: undefined,
      dialog: {
        type: 'dialog',
        title: formatMessage(t('warn-title')),
        content: (
          <Flex direction="column" alignItems="stretch" gap={2}>
            {warnings.map((warning) => (
              <Typography key={warning}>{warning}</Typography>
            ))}
          </Flex>
        ),
        confirmLabel: formatMessage(t('warn-publish')),
        onConfirm: async () => {
          // Strapi's Publish answers true once it has published; otherwise it waits on its dialog about draft
          // relations, whose confirmation publishes.
          const published = click.current ? await description.onClick?.(click.current) : false
          if (published !== true) await strapiDialog?.onConfirm?.()
        },
      },
    }
  }
  guarded.type = publish.type
  guarded.position = publish.position
  return guarded
}
