/**
 * multipleCategories (a CheckboxGroup) and singleCategory (a RadioGroup) over the categories of the field's
 * category element. Subcategories sit in a nested group named by their parent (announced when entering it,
 * indented on screen). A single category that is not mandatory can be cleared ("Aucune catégorie").
 */
import type { ReactNode } from 'react';
import { CheckboxGroup, FieldError, Label, RadioGroup, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { RequiredMark } from '../ui/field-frame';
import { rendererMessages } from './messages';
import type { CategoryOption, FieldProps } from './parts';
import { CheckOption, RadioOption } from './fields';

interface CategoryNode {
  readonly category: CategoryOption;
  readonly children: CategoryNode[];
}

/** The categories as a tree, in list order; unknown parents and cycles put a category at the top level. */
export function categoryTree(categories: readonly CategoryOption[]): CategoryNode[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const nodes = new Map(categories.map((category) => [category.id, { category, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  const reachesItself = (category: CategoryOption) => {
    const seen = new Set<string>([category.id]);
    for (let parent = category.parentId; parent !== undefined; parent = byId.get(parent)?.parentId) {
      if (seen.has(parent)) return true;
      seen.add(parent);
      if (!byId.has(parent)) return false;
    }
    return false;
  };
  for (const category of categories) {
    const node = nodes.get(category.id)!;
    const parent = category.parentId !== undefined ? nodes.get(category.parentId) : undefined;
    if (parent && parent !== node && !reachesItself(category)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function Options({ nodes, kind }: { readonly nodes: readonly CategoryNode[]; readonly kind: 'checkbox' | 'radio' }): ReactNode {
  return nodes.map(({ category, children }) => (
    <div key={category.id} className="renderer-category">
      {kind === 'checkbox' ? (
        <CheckOption value={category.id} label={category.label} />
      ) : (
        <RadioOption value={category.id} label={category.label} />
      )}
      {children.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: nested options of one radio or checkbox group; a fieldset would split the group.
        <div role="group" aria-label={category.label} className="renderer-subcategories">
          <Options nodes={children} kind={kind} />
        </div>
      ) : null}
    </div>
  ));
}

export function CategoryField({ field, label, value, error, onChange, context }: FieldProps<'multipleCategories' | 'singleCategory'>) {
  const intl = useIntl();
  const categories = (field.categoryElement && context.categories[field.categoryElement]) || [];
  const tree = categoryTree(categories);
  const className = ['field field-group renderer-categories', error ? 'is-invalid' : ''].filter(Boolean).join(' ');
  const head = (
    <div className="field-head">
      <Label className="field-label" elementType="span">
        {label}
      </Label>
      <RequiredMark required={field.mandatory} />
    </div>
  );
  const foot = (
    <>
      {categories.length === 0 ? (
        <Text slot="description" className="field-description">
          {intl.formatMessage(rendererMessages.noCategories)}
        </Text>
      ) : null}
      <FieldError className="field-error">{error}</FieldError>
    </>
  );
  const common = {
    className,
    isRequired: field.mandatory,
    isInvalid: Boolean(error),
    isReadOnly: context.readOnly,
    validationBehavior: 'aria',
  } as const;
  if (field.type === 'multipleCategories') {
    const order = categories.map((category) => category.id);
    const chosen = Array.isArray(value) ? value : [];
    return (
      <CheckboxGroup {...common} value={[...chosen]} onChange={(next) => onChange(order.filter((id) => next.includes(id)))}>
        {head}
        <div className="renderer-options renderer-tree">
          <Options nodes={tree} kind="checkbox" />
        </div>
        {foot}
      </CheckboxGroup>
    );
  }
  const NONE = '';
  const chosen = typeof value === 'string' ? value : '';
  return (
    <RadioGroup {...common} value={chosen} onChange={(next) => onChange(next === NONE ? '' : next)}>
      {head}
      <div className="renderer-options renderer-tree">
        {!field.mandatory && categories.length > 0 ? (
          <RadioOption value={NONE} label={intl.formatMessage(rendererMessages.noCategory)} />
        ) : null}
        <Options nodes={tree} kind="radio" />
      </div>
      {foot}
    </RadioGroup>
  );
}
