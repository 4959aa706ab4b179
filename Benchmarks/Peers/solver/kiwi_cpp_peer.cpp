// The C++ Kiwi peer of `diorama-bench solver`: Kiwi's own solver, with no
// interpreter in the loop, on the workloads of kiwi-spec.md:
//
//   enaml       the enaml-like system (read from enaml-constraints.txt):
//               build, build with object creation, edit rounds
//   stack       K boxes side by side, equal widths, container width edited
//   stack_pref  the same with a weak preferred width per box
//
// Built by build_kiwi_cpp_peer.sh. Prints one JSON line; times are in
// microseconds unless a key ends in _ms. Progress goes to standard error.
//
//   kiwi_cpp_peer [--system FILE] [--ks 100,1000,5000] [--pref-ks 100] [--quick]

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#ifndef ENAML_SYSTEM_FILE
#define ENAML_SYSTEM_FILE "enaml-constraints.txt"
#endif

namespace {

using Clock = std::chrono::steady_clock;

double elapsedNanoseconds(Clock::time_point start) {
    return std::chrono::duration<double, std::nano>(Clock::now() - start).count();
}

// Keeps the optimiser from discarding work whose result is never read.
template <class T> void keepAlive(T& value) { asm volatile("" : : "g"(&value) : "memory"); }

// ---------------------------------------------------------------- JSON output

// Median, extremes and count of nanosecond samples, scaled to the unit asked for.
std::string summary(std::vector<double> samples, double scale) {
    std::sort(samples.begin(), samples.end());
    const size_t n = samples.size();
    const double median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
    char text[200];
    std::snprintf(text, sizeof text, "{\"median\":%.4f,\"min\":%.4f,\"max\":%.4f,\"n\":%zu}",
                  median * scale, samples.front() * scale, samples.back() * scale, n);
    return text;
}

double median(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    const size_t n = samples.size();
    return n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
}

constexpr double toMicroseconds = 1e-3;
constexpr double toMilliseconds = 1e-6;

// Accumulates "key":value pairs of one JSON object.
class JsonObject {
  public:
    JsonObject& raw(const std::string& key, const std::string& json) {
        text_ += (text_.empty() ? "" : ",") + ("\"" + key + "\":" + json);
        return *this;
    }
    JsonObject& number(const std::string& key, double value) {
        char text[64];
        std::snprintf(text, sizeof text, "%.6g", value);
        return raw(key, text);
    }
    JsonObject& string(const std::string& key, const std::string& value) {
        return raw(key, "\"" + value + "\"");
    }
    std::string str() const { return "{" + text_ + "}"; }

  private:
    std::string text_;
};

// ---------------------------------------------------------------- enaml system

struct ConstraintRow {
    std::vector<std::pair<size_t, double>> terms;  // variable index, coefficient
    double constant = 0;
    kiwi::RelationalOperator op = kiwi::OP_EQ;
    double strength = kiwi::strength::required;
};

struct ConstraintSystem {
    std::vector<std::string> variableNames;
    std::vector<ConstraintRow> rows;
};

double strengthNamed(const std::string& name) {
    using namespace kiwi::strength;
    if (name == "required") return required;
    if (name == "strong") return strong;
    if (name == "medium") return medium;
    if (name == "weak") return weak;
    if (name == "mmedium") return create(0, 1, 0, 1.25);
    if (name == "smedium") return create(0, 100, 0);
    throw std::runtime_error("unknown strength " + name);
}

kiwi::RelationalOperator operatorNamed(const std::string& name) {
    if (name == "==") return kiwi::OP_EQ;
    if (name == ">=") return kiwi::OP_GE;
    if (name == "<=") return kiwi::OP_LE;
    throw std::runtime_error("unknown operator " + name);
}

// Reads the grammar described at the top of enaml-constraints.txt.
ConstraintSystem readSystem(const std::string& path) {
    std::ifstream file(path);
    if (!file) throw std::runtime_error("cannot read " + path);
    ConstraintSystem system;
    std::map<std::string, size_t> index;
    std::string line;
    while (std::getline(file, line)) {
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::string first;
        if (!(words >> first)) continue;
        if (first == "variables") {
            for (std::string name; words >> name;) {
                index[name] = system.variableNames.size();
                system.variableNames.push_back(name);
            }
            continue;
        }
        ConstraintRow row;
        std::string op;
        words >> op >> row.constant;
        row.strength = strengthNamed(first);
        row.op = operatorNamed(op);
        for (std::string term; words >> term;) {
            const double sign = term[0] == '-' ? -1 : 1;
            term = term.substr(1);
            double coefficient = 1;
            const size_t star = term.find('*');
            if (star != std::string::npos) {
                coefficient = std::stod(term.substr(0, star));
                term = term.substr(star + 1);
            }
            auto found = index.find(term);
            if (found == index.end()) throw std::runtime_error("unknown variable " + term);
            row.terms.push_back({found->second, sign * coefficient});
        }
        system.rows.push_back(row);
    }
    return system;
}

std::vector<kiwi::Variable> makeVariables(const ConstraintSystem& system) {
    std::vector<kiwi::Variable> variables;
    for (const auto& name : system.variableNames) variables.emplace_back(name);
    return variables;
}

std::vector<kiwi::Constraint> makeConstraints(const ConstraintSystem& system,
                                              const std::vector<kiwi::Variable>& variables) {
    std::vector<kiwi::Constraint> constraints;
    for (const auto& row : system.rows) {
        std::vector<kiwi::Term> terms;
        for (const auto& [variable, coefficient] : row.terms)
            terms.emplace_back(variables[variable], coefficient);
        constraints.emplace_back(kiwi::Expression(terms, row.constant), row.op, row.strength);
    }
    return constraints;
}

// The edit sizes of kiwi's enaml benchmark, cycled through in this order.
const double kEditSizes[6][2] = {{400, 600}, {600, 400}, {800, 1200},
                                 {1200, 800}, {400, 800}, {800, 400}};

// width and height are the first two variables; they are the edit variables.
void buildEnaml(kiwi::Solver& solver, const std::vector<kiwi::Variable>& variables,
                const std::vector<kiwi::Constraint>& constraints) {
    solver.addEditVariable(variables[0], kiwi::strength::strong);
    solver.addEditVariable(variables[1], kiwi::strength::strong);
    for (const auto& constraint : constraints) solver.addConstraint(constraint);
}

void editRound(kiwi::Solver& solver, const std::vector<kiwi::Variable>& variables, double w, double h) {
    solver.suggestValue(variables[0], w);
    solver.suggestValue(variables[1], h);
    solver.updateVariables();
}

std::string benchmarkEnaml(const ConstraintSystem& system, int builds, int editRepeats, int cycles) {
    const auto variables = makeVariables(system);
    const auto constraints = makeConstraints(system, variables);
    for (int i = 0; i < 50; i++) {  // warm-up
        kiwi::Solver solver;
        buildEnaml(solver, variables, constraints);
    }
    std::vector<double> build, buildAll;
    for (int i = 0; i < builds; i++) {
        const auto start = Clock::now();
        {
            kiwi::Solver solver;
            buildEnaml(solver, variables, constraints);
            keepAlive(solver);
        }
        build.push_back(elapsedNanoseconds(start));
    }
    for (int i = 0; i < builds; i++) {
        const auto start = Clock::now();
        {
            const auto freshVariables = makeVariables(system);
            const auto freshConstraints = makeConstraints(system, freshVariables);
            kiwi::Solver solver;
            buildEnaml(solver, freshVariables, freshConstraints);
            keepAlive(solver);
        }
        buildAll.push_back(elapsedNanoseconds(start));
    }

    kiwi::Solver solver;
    buildEnaml(solver, variables, constraints);
    const int rounds = 6 * cycles;
    for (int k = 0; k < 6 * 50; k++) editRound(solver, variables, kEditSizes[k % 6][0], kEditSizes[k % 6][1]);
    std::vector<double> cycling, same;
    for (int r = 0; r < editRepeats; r++) {
        const auto start = Clock::now();
        for (int k = 0; k < rounds; k++) editRound(solver, variables, kEditSizes[k % 6][0], kEditSizes[k % 6][1]);
        cycling.push_back(elapsedNanoseconds(start) / rounds);
    }
    for (int r = 0; r < editRepeats; r++) {
        const auto start = Clock::now();
        for (int k = 0; k < rounds; k++) editRound(solver, variables, 800, 400);
        same.push_back(elapsedNanoseconds(start) / rounds);
    }

    // The sum of all values after each size: the spec lists the expected sums.
    std::string sums;
    for (const auto& size : kEditSizes) {
        editRound(solver, variables, size[0], size[1]);
        double sum = 0;
        for (const auto& variable : variables) sum += variable.value();
        char text[40];
        std::snprintf(text, sizeof text, "%s%.6f", sums.empty() ? "" : ",", sum);
        sums += text;
    }
    return JsonObject()
        .number("n_constraints", constraints.size())
        .number("n_variables", variables.size())
        .raw("build_us", summary(build, toMicroseconds))
        .raw("build_all_us", summary(buildAll, toMicroseconds))
        .raw("edit_cycle_us_per_round", summary(cycling, toMicroseconds))
        .raw("edit_same_us_per_round", summary(same, toMicroseconds))
        .number("edit_rounds_per_repeat", rounds)
        .raw("value_sums_after_each_size", "[" + sums + "]")
        .str();
}

// ---------------------------------------------------------------- stack of K boxes

constexpr double kPadding = 8;
constexpr double kSpacing = 4;
constexpr double kPreferredWidth = 40;

// The boxes' variables and the constraints in the order kiwi-spec.md gives
// (S0, then S1 S2 S3|S4 S5 [S6] per box, then S7).
struct StackSystem {
    kiwi::Variable containerLeft{"cl"}, containerWidth{"cw"};
    std::vector<kiwi::Variable> left, width, right;
    std::vector<kiwi::Constraint> constraints;

    StackSystem(int boxes, bool preferredWidths) {
        using namespace kiwi::strength;
        for (int i = 0; i < boxes; i++) {
            const std::string box = "b" + std::to_string(i);
            left.emplace_back(box + ".left");
            width.emplace_back(box + ".width");
            right.emplace_back(box + ".right");
        }
        constraints.push_back((containerLeft == 0) | required);
        for (int i = 0; i < boxes; i++) {
            constraints.push_back((left[i] + width[i] - right[i] == 0) | required);
            constraints.push_back((width[i] >= 0) | required);
            if (i == 0) {
                constraints.push_back((left[0] - containerLeft - kPadding == 0) | required);
            } else {
                constraints.push_back((left[i] - right[i - 1] - kSpacing == 0) | required);
                constraints.push_back((width[i] - width[0] == 0) | required);
            }
            if (preferredWidths) constraints.push_back((width[i] - kPreferredWidth == 0) | weak);
        }
        constraints.push_back((containerLeft + containerWidth - right[boxes - 1] - kPadding == 0) | required);
    }

    std::unique_ptr<kiwi::Solver> build() const {
        auto solver = std::make_unique<kiwi::Solver>();
        solver->addEditVariable(containerWidth, kiwi::strength::strong);
        for (const auto& constraint : constraints) solver->addConstraint(constraint);
        return solver;
    }
};

struct StackEdit {
    double containerWidth, boxWidth;
};

// The 100 container widths of the spec: every box is 20 + 3 (j mod 17) wide.
std::vector<StackEdit> stackEdits(int boxes) {
    std::vector<StackEdit> edits;
    for (int j = 0; j < 100; j++) {
        const double box = 20.0 + 3.0 * (j % 17);
        edits.push_back({2 * kPadding + kSpacing * (boxes - 1) + boxes * box, box});
    }
    return edits;
}

std::string benchmarkStack(int boxes, bool preferredWidths, int builds, int passes) {
    const StackSystem stack(boxes, preferredWidths);
    std::vector<double> buildTimes;
    std::unique_ptr<kiwi::Solver> solver;
    for (int i = 0; i < builds; i++) {
        solver.reset();
        const auto start = Clock::now();
        solver = stack.build();
        buildTimes.push_back(elapsedNanoseconds(start));
    }

    const auto edits = stackEdits(boxes);
    const auto firstStart = Clock::now();
    solver->suggestValue(stack.containerWidth, edits.back().containerWidth);
    solver->updateVariables();
    const double firstResolve = elapsedNanoseconds(firstStart);

    bool solutionOK = true;
    std::vector<double> resolves, hundredResolves, suggestOnly, updateOnly;
    for (int pass = 0; pass < passes; pass++) {
        double total = 0;
        for (const auto& edit : edits) {
            const auto start = Clock::now();
            solver->suggestValue(stack.containerWidth, edit.containerWidth);
            solver->updateVariables();
            const double time = elapsedNanoseconds(start);
            resolves.push_back(time);
            total += time;
            solutionOK = solutionOK && std::fabs(stack.width[boxes - 1].value() - edit.boxWidth) < 1e-6 &&
                         std::fabs(stack.right[boxes - 1].value() - (edit.containerWidth - kPadding)) < 1e-6;
        }
        hundredResolves.push_back(total);
    }
    for (const auto& edit : edits) {
        const auto start = Clock::now();
        solver->suggestValue(stack.containerWidth, edit.containerWidth);
        const auto middle = Clock::now();
        solver->updateVariables();
        suggestOnly.push_back(std::chrono::duration<double, std::nano>(middle - start).count());
        updateOnly.push_back(elapsedNanoseconds(middle));
    }
    return JsonObject()
        .number("K", boxes)
        .number("n_constraints", stack.constraints.size())
        .number("n_variables", 2 + 3 * boxes)
        .raw("build_ms", summary(buildTimes, toMilliseconds))
        .number("build_us_per_constraint", median(buildTimes) * toMicroseconds / stack.constraints.size())
        .number("first_resolve_ms", firstResolve * toMilliseconds)
        .raw("resolve_us", summary(resolves, toMicroseconds))
        .raw("resolve_100_total_ms", summary(hundredResolves, toMilliseconds))
        .raw("suggest_only_us", summary(suggestOnly, toMicroseconds))
        .raw("update_variables_only_us", summary(updateOnly, toMicroseconds))
        .raw("solution_ok", solutionOK ? "true" : "false")
        .str();
}

// ---------------------------------------------------------------- command line

std::vector<int> parseCounts(const std::string& list) {
    std::vector<int> counts;
    std::istringstream items(list);
    for (std::string item; std::getline(items, item, ',');)
        if (!item.empty()) counts.push_back(std::stoi(item));
    return counts;
}

// Builds and resolve passes per K: larger systems take seconds per build.
std::pair<int, int> stackRepeats(int boxes, bool quick) {
    int builds = boxes <= 100 ? 50 : boxes <= 1000 ? 7 : 3;
    int passes = boxes <= 100 ? 10 : boxes <= 1000 ? 5 : 3;
    if (quick) return {std::max(1, builds / 5), 1};
    return {builds, passes};
}

}  // namespace

int main(int argc, char** argv) {
    std::string systemFile = ENAML_SYSTEM_FILE;
    std::vector<int> stackCounts = {100, 1000, 5000}, preferredCounts = {100};
    bool quick = false;
    for (int i = 1; i < argc; i++) {
        const std::string option = argv[i];
        const bool hasValue = i + 1 < argc;
        if (option == "--quick") quick = true;
        else if (option == "--system" && hasValue) systemFile = argv[++i];
        else if (option == "--ks" && hasValue) stackCounts = parseCounts(argv[++i]);
        else if (option == "--pref-ks" && hasValue) preferredCounts = parseCounts(argv[++i]);
        else {
            std::fprintf(stderr, "usage: %s [--system FILE] [--ks LIST] [--pref-ks LIST] [--quick]\n", argv[0]);
            return 2;
        }
    }
    ConstraintSystem enaml;
    try {
        enaml = readSystem(systemFile);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "kiwi_cpp_peer: %s\n", error.what());
        return 1;
    }

    const auto start = Clock::now();
    JsonObject result;
    result.string("bench", "kiwi_cpp").string("impl", "kiwi C++ " KIWI_VERSION);
    result.string("units", "us unless the key ends in _ms");
    result.raw("enaml", benchmarkEnaml(enaml, quick ? 50 : 2000, quick ? 3 : 15, quick ? 100 : 1000));
    std::fprintf(stderr, "kiwi C++: enaml done\n");
    JsonObject stacks, preferred;
    for (int boxes : stackCounts) {
        const auto [builds, passes] = stackRepeats(boxes, quick);
        stacks.raw(std::to_string(boxes), benchmarkStack(boxes, false, builds, passes));
        std::fprintf(stderr, "kiwi C++: stack K=%d done\n", boxes);
    }
    for (int boxes : preferredCounts) {
        preferred.raw(std::to_string(boxes), benchmarkStack(boxes, true, quick ? 2 : 5, quick ? 1 : 3));
        std::fprintf(stderr, "kiwi C++: stack_pref K=%d done\n", boxes);
    }
    result.raw("stack", stacks.str()).raw("stack_pref", preferred.str());
    result.number("wall_s", elapsedNanoseconds(start) * 1e-9);
    std::puts(result.str().c_str());
    return 0;
}
