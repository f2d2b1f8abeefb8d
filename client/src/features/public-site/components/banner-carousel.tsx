import { Box, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import plain from '#components/ui/plain-button.module.css';
import {
  BANNER_FORMATS,
  BANNER_SIZE,
  BANNER_SIZES,
  bannerPng,
  bannerSrcset,
} from '#contracts/banner-images';
import { CAROUSEL_INTERVAL_MS } from '#contracts/constants';
import { paths } from '#lib/paths';
import { useSession } from '#lib/session';
import classes from './banner-carousel.module.css';

const slides = [
  {
    banner: 1,
    title: 'publicSite.banner.slides.help.title',
    text: 'publicSite.banner.slides.help.text',
  },
  {
    banner: 2,
    title: 'publicSite.banner.slides.chat.title',
    text: 'publicSite.banner.slides.chat.text',
  },
  {
    banner: 3,
    title: 'publicSite.banner.slides.reviews.title',
    text: 'publicSite.banner.slides.reviews.text',
  },
] as const;

/** The banners' button: sign up for a visitor, the next step for someone signed in. */
function useCallToAction() {
  const session = useSession();
  if (session?.userType === 'clients')
    return { to: paths.categories, label: 'publicSite.banner.browseCategories' } as const;
  if (session?.userType === 'serviceproviders')
    return { to: paths.requests, label: 'publicSite.banner.seeRequests' } as const;
  return { to: paths.register, label: 'publicSite.banner.register' } as const;
}

/**
 * Three banners that advance every 5 s; pauses while hovered or focused, and stops for good
 * with its pause button. Someone who asked their system for less motion gets no turning at all
 * until they press play.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const action = useCallToAction();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  // How many banners, from the first, are drawn: the next one is fetched shortly before its
  // turn, not with the page (on a slow phone it would compete with the first banner, the
  // largest thing the page paints), and not at all while the carousel stands still.
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (paused || !playing) return;
    const timer = setTimeout(
      () => setDrawn((d) => Math.max(d, index + 2)),
      CAROUSEL_INTERVAL_MS / 2,
    );
    return () => clearTimeout(timer);
  }, [index, paused, playing]);

  useEffect(() => {
    if (paused || !playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, playing]);

  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);

  return (
    <Box
      component="section"
      aria-roledescription={t('publicSite.banner.carousel')}
      aria-label={t('publicSite.banner.label')}
      className={classes.root}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => (
        // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups
        <div
          key={slide.banner}
          role="group"
          aria-roledescription={t('publicSite.banner.slideRole')}
          aria-label={t('publicSite.banner.slide', { index: i + 1, count: slides.length })}
          aria-hidden={i !== index}
          className={classes.slide}
          data-active={i === index || undefined}
        >
          {(i < drawn || i === index) && <BannerPicture n={slide.banner} first={i === 0} />}
          <div className={classes.content}>
            <Title order={i === 0 ? 1 : 2} c="white" className={classes.title}>
              {t(slide.title)}
            </Title>
            <Text c="gray.1" size="lg" mt="sm" maw={480}>
              {t(slide.text)}
            </Text>
            <UnstyledButton
              component={Link}
              to={action.to}
              className={plain.button}
              data-variant="white"
              mt="lg"
              tabIndex={i === index ? 0 : -1}
            >
              {t(action.label)}
            </UnstyledButton>
          </div>
        </div>
      ))}
      <Group className={classes.controls} gap="xs">
        <UnstyledButton
          className={plain.icon}
          aria-label={playing ? t('publicSite.banner.pause') : t('publicSite.banner.play')}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? <PauseGlyph /> : <PlayGlyph />}
        </UnstyledButton>
        <UnstyledButton
          className={plain.icon}
          aria-label={t('publicSite.banner.previous')}
          onClick={() => go(-1)}
        >
          {/* ‹ and › are mirrored characters: right to left, each points the other way. */}‹
        </UnstyledButton>
        {slides.map((slide, i) => (
          <UnstyledButton
            key={slide.banner}
            className={classes.dot}
            data-active={i === index || undefined}
            aria-label={t('publicSite.banner.showSlide', { index: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
        <UnstyledButton
          className={plain.icon}
          aria-label={t('publicSite.banner.next')}
          onClick={() => go(1)}
        >
          ›
        </UnstyledButton>
      </Group>
    </Box>
  );
}

/**
 * A banner at the width the screen needs, in the best format the browser reads (decision
 * 0096). The first is the page's largest paint: fetched at once and first. The others are
 * only drawn shortly before their turn (see `drawn`), and lazily.
 */
function BannerPicture({ n, first }: { n: number; first: boolean }) {
  return (
    <picture>
      {BANNER_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={bannerSrcset(n, format)}
          sizes={BANNER_SIZES}
        />
      ))}
      <img
        className={classes.image}
        src={bannerPng(n)}
        alt=""
        {...BANNER_SIZE}
        decoding={first ? 'sync' : 'async'}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
      />
    </picture>
  );
}

function PauseGlyph() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="2" y="1" width="3" height="10" fill="currentColor" />
      <rect x="7" y="1" width="3" height="10" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M3 1l8 5-8 5z" fill="currentColor" />
    </svg>
  );
}
