import { createFileRoute } from '@tanstack/react-router'
import { CreativeLabScreen } from '~/features/creative-lab/CreativeLabScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/kreativ-lab')({
  staticData: { screen: 'creativeLab', lang: 'no' },
  head: () => screenHead('creativeLab', 'no'),
  component: CreativeLabScreen,
})
