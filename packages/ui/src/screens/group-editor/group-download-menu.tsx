import { groupExportUrl } from '@verba/api-client';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { languageName } from '../projects-common/languages.ts';

export interface GroupDownloadMenuProps {
  group: { id: string; name: string };
  languages: readonly { tag: string }[];
}

/** Downloads the group's i18next file in one language (nested, translated and reviewed values). */
export function GroupDownloadMenu({ group, languages }: GroupDownloadMenuProps) {
  const { t, i18n } = useTranslation();
  return (
    <MenuTrigger>
      <Button variant="outline" size="sm">
        {t('projects.transfer.downloadMenu')}
      </Button>
      <Popover className="rounded-box bg-base-100 shadow-lg outline-none">
        <Menu className="menu w-64 outline-none">
          {languages.map(({ tag }) => (
            <MenuItem
              key={tag}
              href={groupExportUrl(group.id, tag)}
              download={`${group.name}.${tag}.json`}
              className="cursor-pointer rounded-field px-3 py-2 outline-none data-focused:bg-base-200"
            >
              {t('projects.transfer.downloadFile', { language: languageName(tag, i18n.language) })}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
