import type { Schema, Struct } from '@strapi/strapi';

export interface AboutFact extends Struct.ComponentSchema {
  collectionName: 'components_about_facts';
  info: {
    description: 'One fun fact; visitors may drag them into their own order, which stays in their page.';
    displayName: 'Fun fact';
  };
  attributes: {
    text: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160;
      }>;
  };
}

export interface AboutStat extends Struct.ComponentSchema {
  collectionName: 'components_about_stats';
  info: {
    description: "A number that counts up, and what it counts. 'number' shows the value; 'yearsSince' the whole years since the value (a year, kept current); 'offices' the number of offices in the site settings (the value is not used).";
    displayName: 'Stat card';
  };
  attributes: {
    counts: Schema.Attribute.Enumeration<['number', 'yearsSince', 'offices']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'number'>;
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    plus: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    value: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 999999;
          min: 0;
        },
        number
      >;
  };
}

export interface AboutValue extends Struct.ComponentSchema {
  collectionName: 'components_about_values';
  info: {
    description: 'One of the values that drive the agency ("Adventure").';
    displayName: 'Value';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
  };
}

export interface CareersTag extends Struct.ComponentSchema {
  collectionName: 'components_careers_tags';
  info: {
    description: 'One of the short lines under the careers page\'s picture strip ("Flexible hours").';
    displayName: 'Careers tag';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
  };
}

export interface HomeCard extends Struct.ComponentSchema {
  collectionName: 'components_home_cards';
  info: {
    description: "A heading and a short text (brand, design, delivery; the approach's steps).";
    displayName: 'Home card';
  };
  attributes: {
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface HomeLabel extends Struct.ComponentSchema {
  collectionName: 'components_home_labels';
  info: {
    description: 'One short line: a tag, an item, a focus.';
    displayName: 'Label';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
  };
}

export interface HomePostPick extends Struct.ComponentSchema {
  collectionName: 'components_home_post_picks';
  info: {
    description: "A blog post in the home page's journal teaser.";
    displayName: 'Journal pick';
  };
  attributes: {
    post: Schema.Attribute.Relation<'oneToOne', 'api::blog.blog'>;
  };
}

export interface HomeServicePanel extends Struct.ComponentSchema {
  collectionName: 'components_home_service_panels';
  info: {
    description: "One of the home page's numbered service panels. On phones the third panel shows its items first and no picture.";
    displayName: 'Service panel';
  };
  attributes: {
    items: Schema.Attribute.Component<'home.label', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
        },
        number
      >;
    picture: Schema.Attribute.Media<'images'>;
    tags: Schema.Attribute.Component<'home.label', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
        },
        number
      >;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
  };
}

export interface HomeShowcaseCard extends Struct.ComponentSchema {
  collectionName: 'components_home_showcase_cards';
  info: {
    description: "A project on the home page, with what its card says. Empty fields take the project's own (its thumbnail, status and tags).";
    displayName: 'Showcase card';
  };
  attributes: {
    focus: Schema.Attribute.Component<'home.label', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 2;
        },
        number
      >;
    picture: Schema.Attribute.Media<'images'>;
    project: Schema.Attribute.Relation<'oneToOne', 'api::project.project'>;
    status: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    year: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
  };
}

export interface LegalSection extends Struct.ComponentSchema {
  collectionName: 'components_legal_sections';
  info: {
    description: "A numbered section: its title is listed in the page's contents and heads the section.";
    displayName: 'Legal section';
  };
  attributes: {
    anchor: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    body: Schema.Attribute.RichText &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20000;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160;
      }>;
  };
}

export interface ProjectFeature extends Struct.ComponentSchema {
  collectionName: 'components_project_features';
  info: {
    displayName: 'Feature';
  };
  attributes: {
    Feature: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface ProjectStatistic extends Struct.ComponentSchema {
  collectionName: 'components_project_statistics';
  info: {
    displayName: 'Statistic';
  };
  attributes: {
    Number: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    Text: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    Title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
  };
}

export interface ProjectStatus extends Struct.ComponentSchema {
  collectionName: 'components_project_statuss';
  info: {
    displayName: 'Status';
  };
  attributes: {
    Status: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
  };
}

export interface ProjectTag extends Struct.ComponentSchema {
  collectionName: 'components_project_tags';
  info: {
    displayName: 'Tag';
  };
  attributes: {
    ProjectTag: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface ServicesItem extends Struct.ComponentSchema {
  collectionName: 'components_services_items';
  info: {
    description: 'One service in a panel\'s list ("Logo & Brand Development").';
    displayName: 'Service';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
  };
}

export interface ServicesPanel extends Struct.ComponentSchema {
  collectionName: 'components_services_panels';
  info: {
    description: "One of the services page's numbered panels (numbered 01, 02\u2026 in this order).";
    displayName: 'Service panel';
  };
  attributes: {
    items: Schema.Attribute.Component<'services.item', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 10;
        },
        number
      >;
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
  };
}

export interface ServicesStep extends Struct.ComponentSchema {
  collectionName: 'components_services_steps';
  info: {
    description: 'One step of how the agency works (numbered 01, 02\u2026 in this order).';
    displayName: 'Process step';
  };
  attributes: {
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface SiteOffice extends Struct.ComponentSchema {
  collectionName: 'components_site_offices';
  info: {
    description: 'An office as the footer, the contact page and the legal texts show it.';
    displayName: 'Office';
  };
  attributes: {
    city: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    mapUrl: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    postcode: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    street: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
  };
}

export interface SiteSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_site_social_links';
  info: {
    description: "One of the agency's profiles; the site names the network in the visitor's language.";
    displayName: 'Social link';
  };
  attributes: {
    network: Schema.Attribute.Enumeration<
      ['instagram', 'linkedin', 'behance', 'x', 'facebook', 'tiktok']
    > &
      Schema.Attribute.Required;
    url: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'about.fact': AboutFact;
      'about.stat': AboutStat;
      'about.value': AboutValue;
      'careers.tag': CareersTag;
      'home.card': HomeCard;
      'home.label': HomeLabel;
      'home.post-pick': HomePostPick;
      'home.service-panel': HomeServicePanel;
      'home.showcase-card': HomeShowcaseCard;
      'legal.section': LegalSection;
      'project.feature': ProjectFeature;
      'project.statistic': ProjectStatistic;
      'project.status': ProjectStatus;
      'project.tag': ProjectTag;
      'services.item': ServicesItem;
      'services.panel': ServicesPanel;
      'services.step': ServicesStep;
      'site.office': SiteOffice;
      'site.social-link': SiteSocialLink;
    }
  }
}
