//! Dynamic SQL with numbered `$n` parameters that both engines accept.

/// A value bound to a `$n` parameter.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    Text(String),
    Int(i64),
    Float(f64),
    Bool(bool),
}

/// Collects WHERE conditions and their parameters, numbering placeholders as it goes.
#[derive(Debug, Default)]
pub struct Conditions {
    clauses: Vec<String>,
    params: Vec<Param>,
}

impl Conditions {
    /// Binds `value` and returns its placeholder, for use inside a clause.
    pub fn bind(&mut self, value: Param) -> String {
        self.params.push(value);
        format!("${}", self.params.len())
    }

    /// Adds a clause; clauses are joined with AND.
    pub fn push(&mut self, clause: String) {
        self.clauses.push(clause);
    }

    /// ` WHERE a AND b`, or nothing when there are no clauses.
    pub fn where_sql(&self) -> String {
        if self.clauses.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", self.clauses.join(" AND "))
        }
    }

    pub fn params(&self) -> &[Param] {
        &self.params
    }
}

/// Binds every [`Param`] to a sqlx query of either engine, in order.
macro_rules! bind_params {
    ($query:expr, $params:expr) => {{
        let mut query = $query;
        for param in $params {
            query = match param.clone() {
                $crate::store::params::Param::Text(v) => query.bind(v),
                $crate::store::params::Param::Int(v) => query.bind(v),
                $crate::store::params::Param::Float(v) => query.bind(v),
                $crate::store::params::Param::Bool(v) => query.bind(v),
            };
        }
        query
    }};
}
pub(crate) use bind_params;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_in_binding_order() {
        let mut c = Conditions::default();
        let a = c.bind(Param::Int(2));
        c.push(format!("bedroom_count = {a}"));
        let b = c.bind(Param::Bool(false));
        c.push(format!("is_hidden = {b}"));
        assert_eq!(c.where_sql(), " WHERE bedroom_count = $1 AND is_hidden = $2");
        assert_eq!(c.params(), &[Param::Int(2), Param::Bool(false)]);
    }

    #[test]
    fn no_conditions_means_no_where() {
        assert_eq!(Conditions::default().where_sql(), "");
    }
}
