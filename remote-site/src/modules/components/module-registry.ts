import type { ComponentType } from 'react';
import type { ModuleType } from '@keepsake/shared/contract/website';
import { CarouselModule } from './carousel-module';
import { ContactModule } from './contact-module';
import { FooterModule } from './footer-module';
import { HeadlineModule } from './headline-module';
import { HeroModule } from './hero-module';
import { MapModule } from './map-module';
import { MediaModule } from './media-module';
import { NavigationModule } from './navigation-module';
import { TestimonialsModule } from './testimonials-module';
import { TextModule } from './text-module';
import { ValuePropsModule } from './value-props-module';
import type { ModuleProps } from './module-props';

// One component per module type (SPEC §2). The mapped type makes a missing type a compile error.
export const MODULE_COMPONENTS: { [T in ModuleType]: ComponentType<ModuleProps<T>> } = {
  hero: HeroModule,
  headline: HeadlineModule,
  map: MapModule,
  media: MediaModule,
  testimonials: TestimonialsModule,
  text: TextModule,
  footer: FooterModule,
  navigation: NavigationModule,
  contact: ContactModule,
  carousel: CarouselModule,
  'value-props': ValuePropsModule,
};
