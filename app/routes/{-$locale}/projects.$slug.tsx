import { createFileRoute } from '@tanstack/react-router'
import { ProjectScreen } from '~/features/projects/ProjectScreen'
import { loadProject } from '~/features/projects/project-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/projects/$slug')({
  staticData: screenStaticData('project'),
  loader: ({ context, params }) => loadProject(context.queryClient, langOfPathPrefix(params.locale), params.slug),
  head: ({ match, loaderData, params }) =>
    screenHead('project', langOfPathPrefix(params.locale), match.context, loaderData),
  component: ProjectScreen,
})
