import { createFileRoute } from '@tanstack/react-router'
import { CreativeLabScreen } from '~/features/creative-lab/CreativeLabScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/creative-lab')({
  staticData: { screen: 'creativeLab', lang: 'en' },
  head: () => screenHead('creativeLab', 'en'),
  component: CreativeLabScreen,
})
